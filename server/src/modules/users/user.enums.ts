import { registerEnumType } from 'type-graphql';

// Enum values are the spec's lower-case strings, so GraphQL and REST clients send and receive the same words.
export enum Role {
  user = 'user',
  admin = 'admin',
}
export enum Tier {
  free = 'free',
  pro = 'pro',
}
export enum SubscriptionStatus {
  none = 'none',
  active = 'active',
  paused = 'paused',
  canceled = 'canceled',
  past_due = 'past_due',
}
export enum Gender {
  male = 'male',
  female = 'female',
}
export enum ActivityLevel {
  sedentary = 'sedentary',
  lightly_active = 'lightly_active',
  moderately_active = 'moderately_active',
  very_active = 'very_active',
  extra_active = 'extra_active',
}
export enum UnitSystem {
  metric = 'metric',
  imperial = 'imperial',
}

registerEnumType(Role, { name: 'Role' });
registerEnumType(Tier, { name: 'Tier' });
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });
registerEnumType(Gender, { name: 'Gender' });
registerEnumType(ActivityLevel, { name: 'ActivityLevel' });
registerEnumType(UnitSystem, { name: 'UnitSystem' });
