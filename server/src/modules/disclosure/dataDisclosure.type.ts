import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Viewer } from '../users/viewer.type.js';

@ObjectType({ description: "The user's acceptance of the data collection and privacy disclosure." })
export class DataDisclosureStatusView {
  @Field(() => Int, { description: 'The version the app shows now.' }) currentVersion!: number;
  @Field(() => Int, { nullable: true, description: 'The latest version this user accepted.' }) acceptedVersion!: number | null;
  @Field(() => Date, { nullable: true }) acceptedAt!: Date | null;
  @Field(() => Boolean, { description: 'Accepted the current version; when false the app asks again.' }) isAccepted!: boolean;
}

@InputType()
export class AcceptDataDisclosureInput {
  @Field(() => Int, { description: 'The version the user read (it must be the current one).' }) version!: number;
}

@ObjectType()
export class AcceptDataDisclosurePayload {
  @Field(() => DataDisclosureStatusView) dataDisclosure!: DataDisclosureStatusView;
  @Field(() => Viewer) viewer!: Viewer;
}
