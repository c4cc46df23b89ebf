import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionArgs, PageInfo } from '../../graphql/connection.js';
import { DateTimeResolver } from '../../graphql/scalars.js';
import { User } from '../users/user.entity.js';
import { Role, Tier } from '../users/user.enums.js';
import { AdminUserSort } from './adminUsers.service.js';

registerEnumType(AdminUserSort, { name: 'AdminUserSort', description: 'created: newest sign-ups first; last_active: most recently active first.' });

@ArgsType()
export class AdminUsersArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Part of the email or name, any case.' }) search?: string | null;
  @Field(() => Tier, { nullable: true }) tier?: Tier | null;
  @Field(() => Role, { nullable: true }) role?: Role | null;
  @Field(() => AdminUserSort, { defaultValue: AdminUserSort.created }) sort!: AdminUserSort;
  @Field(() => DateTimeResolver, {
    nullable: true,
    description: "List only users who signed up by then; pass the first page's asOf with later pages so new sign-ups don't shift them.",
  })
  asOf?: Date | null;
}

@ObjectType()
export class AdminUserEdge {
  @Field(() => String) cursor!: string;
  @Field(() => User) node!: User;
}

@ObjectType()
export class AdminUserConnection {
  @Field(() => [AdminUserEdge]) edges!: AdminUserEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
  @Field(() => DateTimeResolver, { description: 'The sign-up cut-off of this listing.' }) asOf!: Date;
}

@ObjectType({ description: 'How much a user has recorded: counts only, never the diary, lab values or analyses themselves.' })
export class AdminUserCounts {
  @Field(() => Int) foodLogDays!: number;
  @Field(() => Int) foodLogItems!: number;
  @Field(() => Int) supplementLogs!: number;
  @Field(() => Int) bloodworkEntries!: number;
  @Field(() => Int) analyses!: number;
  @Field(() => Int) reportsFiled!: number;
}

@ObjectType()
export class AdminUserDetail {
  @Field(() => ID, { name: 'id', description: "The user's global id." }) get globalId(): string {
    return this.user.globalId;
  }
  @Field(() => User) user: User;
  @Field(() => AdminUserCounts) counts: AdminUserCounts;
  @Field(() => Int, { description: "What the user's plan adds to monthly recurring revenue, in cents." }) monthlyRevenueCents: number;

  constructor(user: User, counts: AdminUserCounts, monthlyRevenueCents: number) {
    this.user = user;
    this.counts = counts;
    this.monthlyRevenueCents = monthlyRevenueCents;
  }
}

@InputType()
export class SetUserRoleInput {
  @Field(() => ID) userId!: string;
  @Field(() => Role) role!: Role;
}

@ObjectType()
export class SetUserRolePayload {
  @Field(() => User) user!: User;
}
