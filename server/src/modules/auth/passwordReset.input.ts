import { Length, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { MIN_PASSWORD_LENGTH } from './passwordPolicy.js';

@InputType()
export class RequestPasswordResetInput {
  @Field(() => String)
  @MaxLength(254)
  email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the reset link.' })
  @Length(1, 200, { message: 'The reset link is incomplete.' })
  token!: string;

  @Field(() => String)
  @Length(MIN_PASSWORD_LENGTH, 200, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  password!: string;
}

@InputType()
export class AdminCreatePasswordResetLinkInput {
  @Field(() => ID)
  userId!: string;
}
