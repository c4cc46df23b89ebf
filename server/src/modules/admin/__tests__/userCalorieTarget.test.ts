import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { nutritionTargets, type TargetProfile } from '../../users/nutritionTargets.js';
import { ActivityLevel, Gender } from '../../users/user.enums.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const PROFILES: TargetProfile[] = [
  {
    weight: 80,
    height: 180,
    gender: Gender.male,
    dateOfBirth: '1990-05-01',
    activityLevel: ActivityLevel.moderately_active,
    weightGoal: 165,
    weightGoalTimeframe: 10,
    healthGoals: [],
    customMacroPreferences: null,
  },
  {
    weight: 60,
    height: 165,
    gender: Gender.female,
    dateOfBirth: '1975-12-31',
    activityLevel: ActivityLevel.sedentary,
    weightGoal: 100,
    weightGoalTimeframe: 4,
    healthGoals: [],
    customMacroPreferences: null,
  },
  {
    weight: 95,
    height: null,
    gender: null,
    dateOfBirth: null,
    activityLevel: ActivityLevel.extra_active,
    weightGoal: 250,
    weightGoalTimeframe: 20,
    healthGoals: [],
    customMacroPreferences: null,
  },
  {
    weight: 50,
    height: 150,
    gender: Gender.female,
    dateOfBirth: '2001-02-03',
    activityLevel: ActivityLevel.lightly_active,
    weightGoal: null,
    weightGoalTimeframe: null,
    healthGoals: [],
    customMacroPreferences: null,
  },
  {
    weight: null,
    height: 170,
    gender: Gender.male,
    dateOfBirth: null,
    activityLevel: ActivityLevel.very_active,
    weightGoal: null,
    weightGoalTimeframe: null,
    healthGoals: [],
    customMacroPreferences: null,
  },
];

describe('user_calorie_target (SQL function behind the stored daily targets)', () => {
  it('gives the same daily calorie target as the app for a spread of profiles', async () => {
    for (const profile of PROFILES) {
      const [row] = await server.orm.em.execute<{ target: number }[]>(
        'select user_calorie_target(?::float, ?::float, ?::text, ?::date, ?::text, ?::float, ?::int) as target',
        [profile.weight, profile.height, profile.gender, profile.dateOfBirth, profile.activityLevel, profile.weightGoal, profile.weightGoalTimeframe],
      );
      expect(Math.round(Number(row!.target))).toBe(nutritionTargets(profile).calories);
    }
  });
});
