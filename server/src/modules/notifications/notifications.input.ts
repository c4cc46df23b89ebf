import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class RegisterPushTokenInput {
  @Field(() => String, { description: "The browser's PushSubscription as JSON: {endpoint, keys: {p256dh, auth}}." })
  @MaxLength(4096)
  pushToken!: string;

  @Field(() => Boolean, { nullable: true, description: 'Omitted: keep the stored setting (on for a first registration).' })
  @IsOptional()
  dailyReminders?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Local time of the daily reminder, HH:MM (24-hour). Omitted: keep the stored one (20:00).' })
  @IsOptional()
  @MaxLength(5)
  reminderTime?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone the reminder time is read in (the browser’s). Omitted: keep the stored one.' })
  @IsOptional()
  @MaxLength(64)
  timezone?: string | null;
}

@InputType()
export class UpdateReminderSettingsInput {
  @Field(() => Boolean) dailyReminders!: boolean;
  @Field(() => String, { description: 'HH:MM, 24-hour.' }) @MaxLength(5) reminderTime!: string;
  @Field(() => String, { description: 'IANA time zone.' }) @MaxLength(64) timezone!: string;
}

@InputType()
export class UnregisterPushTokenInput {
  @Field(() => String, { description: 'The subscription JSON, or just its endpoint URL.' })
  @MaxLength(4096)
  pushToken!: string;
}
