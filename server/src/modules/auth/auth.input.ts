import { IsEmail, Length, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { BodyProfileFields } from '../users/profile.input.js';
import { MIN_PASSWORD_LENGTH } from './passwordPolicy.js';

@InputType()
export class RegisterInput extends BodyProfileFields {
  @Field(() => String)
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254)
  email!: string;

  @Field(() => String)
  @Length(MIN_PASSWORD_LENGTH, 200, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  password!: string;

  @Field(() => String)
  @Length(1, 100, { message: 'First name is required.' })
  firstName!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @MaxLength(254)
  email!: string;

  @Field(() => String)
  @MaxLength(200)
  password!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @MaxLength(200)
  currentPassword!: string;

  @Field(() => String)
  @Length(MIN_PASSWORD_LENGTH, 200, { message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  newPassword!: string;
}

@InputType()
export class DeleteTestUserInput {
  @Field(() => ID)
  userId!: string;
}
