import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { Viewer } from '../users/viewer.type.js';
import { acceptDataDisclosure, dataDisclosureStatus } from './dataDisclosure.service.js';
import { AcceptDataDisclosureInput, AcceptDataDisclosurePayload, DataDisclosureStatusView } from './dataDisclosure.type.js';

@Resolver(() => User)
export class DataDisclosureUserResolver {
  @FieldResolver(() => DataDisclosureStatusView, { description: 'Whether this person accepted the current data disclosure, and when.' })
  dataDisclosure(@Root() user: UserRecord, @Ctx() ctx: Context): Promise<DataDisclosureStatusView> {
    return dataDisclosureStatus({ em: ctx.em }, user);
  }
}

@Resolver()
export class DataDisclosureResolver {
  @Authorized()
  @Mutation(() => AcceptDataDisclosurePayload, { description: 'Records that the signed-in user accepted this version of the disclosure.' })
  async acceptDataDisclosure(
    @Arg('input', () => AcceptDataDisclosureInput) input: AcceptDataDisclosureInput,
    @Ctx() ctx: Context,
  ): Promise<AcceptDataDisclosurePayload> {
    const viewer = ctx.viewer!;
    const dataDisclosure = await acceptDataDisclosure({ em: ctx.em, clock: () => new Date() }, viewer, input);
    return { dataDisclosure, viewer: new Viewer(viewer) };
  }
}
