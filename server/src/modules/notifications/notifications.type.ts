import { Field, Int, ObjectType } from 'type-graphql';
import { Viewer } from '../users/viewer.type.js';

@ObjectType({ description: "The viewer's daily reminder." })
export class ReminderSettingsView {
  @Field(() => Boolean) dailyReminders!: boolean;
  @Field(() => String, { description: 'HH:MM, 24-hour, in `timezone`.' }) reminderTime!: string;
  @Field(() => String) timezone!: string;
  @Field(() => Int, { description: 'Devices (browsers) registered for notifications.' }) deviceCount!: number;
}

@ObjectType()
export class RegisterPushTokenPayload {
  @Field(() => ReminderSettingsView) reminderSettings!: ReminderSettingsView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
export class UnregisterPushTokenPayload {
  @Field(() => Boolean, { description: 'False when this device was not registered.' }) removed!: boolean;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
export class SendTestNotificationPayload {
  @Field(() => Int) devices!: number;
  @Field(() => Int, { description: 'Devices whose push service accepted the notification.' }) delivered!: number;
}
