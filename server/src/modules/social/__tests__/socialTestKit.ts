import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestServer } from '../../../test/testServer.js';
import { parseGlobalId } from '../../../graphql/globalId.js';
import { FoodLog, FoodLogItem } from '../../food/foodLog.entity.js';
import { MealType } from '../../food/mealType.js';
import { User } from '../../users/user.entity.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL results are checked by the assertions
export type Data = Record<string, any>;

/** GraphQL helpers for the social suites, bound to one test server. */
export function socialKit(server: () => TestServer) {
  async function person(fields: Record<string, unknown> = {}): Promise<TestUser> {
    const user = await createUser(server(), fields);
    return { ...user, id: parseGlobalId(user.id)!.id };
  }
  async function gql(query: string, variables: Record<string, unknown>, user?: TestUser | null) {
    const response = await server().graphql<Data>(query, variables, user?.token);
    const error = response.errors?.[0];
    return { status: response.status, data: response.data ?? undefined, code: error?.extensions?.code as string | undefined, message: error?.message };
  }
  async function ok(query: string, variables: Record<string, unknown>, user?: TestUser | null): Promise<Data> {
    const result = await gql(query, variables, user);
    if (result.code) throw new Error(`${result.code}: ${result.message}`);
    return result.data!;
  }
  const userInput = (user: TestUser) => ({ input: { userId: user.id } });
  async function befriend(one: TestUser, other: TestUser) {
    await ok('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(other), one);
    await ok('mutation ($input: SocialUserInput!) { acceptFriendRequest(input: $input) { userId } }', userInput(one), other);
  }
  const block = (user: TestUser, other: TestUser) => ok('mutation ($input: SocialUserInput!) { blockUser(input: $input) { userId } }', userInput(other), user);
  /** One food item on `date` with this much protein. */
  async function logProtein(user: TestUser, date: string, proteinG: number) {
    const em = server().orm.em.fork();
    const log = (await em.findOne(FoodLog, { user: user.id, date })) ?? new FoodLog(em.getReference(User, user.id), date);
    const item = new FoodLogItem({
      foodLog: log,
      mealType: MealType.lunch,
      name: 'Chicken',
      quantity: 1,
      unit: 'serving',
      nutrients: { energy_kcal: 200, protein_g: proteinG, carbs_g: 0, fat_g: 5 },
    });
    await em.persist([log, item]).flush();
  }
  return { person, gql, ok, befriend, block, logProtein, userInput };
}

export const isoDate = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
