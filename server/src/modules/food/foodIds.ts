import { badInput } from '../../graphql/errors.js';
import { isUuid, parseGlobalId } from '../../graphql/globalId.js';

export type FoodRef = { kind: 'dataset'; id: string } | { kind: 'custom'; customFoodId: string };

const DATASET_FOOD_ID = /^(sr|fndds|fdc):\d+$/;
const CUSTOM_PREFIX = 'custom:';

export const customFoodId = (uuid: string) => `${CUSTOM_PREFIX}${uuid}`;

/** Reads a food id in any form a client may send: a global `Food` id, `sr:09040`, or `custom:<uuid>`. */
export function parseFoodId(value: string, field = 'foodId'): FoodRef {
  const parsed = parseGlobalId(value);
  const id = parsed?.type === 'Food' ? parsed.id : value;
  if (DATASET_FOOD_ID.test(id)) return { kind: 'dataset', id };
  if (id.startsWith(CUSTOM_PREFIX) && isUuid(id.slice(CUSTOM_PREFIX.length))) {
    return { kind: 'custom', customFoodId: id.slice(CUSTOM_PREFIX.length) };
  }
  throw badInput(`'${field}' is not a valid food id.`, [{ field, message: 'Invalid food id' }]);
}
