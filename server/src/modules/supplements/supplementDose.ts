import { IU_TO_NUTRIENT } from './catalog/iuConversion.js';
import { familyOf } from './catalog/supplementCatalog.js';
import { strengthLabel, type Strength, type StrengthUnit, type SupplementProduct } from './catalog/supplementProduct.js';
import { scaleNutrients } from './supplementNutrients.js';
import { lookupTable } from '../../lookupTable.js';

/** A rule broken by the text or numbers given (unknown product, a unit that does not fit); the message is for the user. */
export class SupplementInputError extends Error {
  override readonly name = 'SupplementInputError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** What a person takes at once: `quantity` units of `product`, each at `strength`. */
export interface SupplementDose {
  product: SupplementProduct;
  name: string;
  /** Per unit, as understood; null for products without a label strength (multivitamins). */
  strength: Strength | null;
  quantity: number;
  nutrientsPerUnit: Record<string, number>;
  /** For the whole dose (per unit × quantity). */
  nutrients: Record<string, number>;
  note: string | null;
}

export interface StrengthInput {
  amount: number;
  unit: StrengthUnit;
}

const MASS_IN_MG: Readonly<Partial<Record<StrengthUnit, number>>> = lookupTable({ mcg: 0.001, mg: 1, g: 1000 });
/** A label strength outside this multiple of the catalog's is more likely a typo (2000 mg of vitamin D) than a product. */
const MAX_STRENGTH_FACTOR = 100;
const MAX_QUANTITY = 100;

/** Converts `amount unit` into `target`'s unit, through mass or IU; null when they measure different things. */
export function convertStrength(amount: number, unit: StrengthUnit, target: Strength): number | null {
  if (unit === target.unit) return amount;
  const fromMass = MASS_IN_MG[unit];
  const toMass = MASS_IN_MG[target.unit];
  if (fromMass !== undefined && toMass !== undefined) return (amount * fromMass) / toMass;
  if (!target.iu) return null;
  const iu = IU_TO_NUTRIENT[target.iu];
  const massPerIuInMg = iu.perIu * (MASS_IN_MG[iu.massUnit] ?? 1);
  if (unit === 'IU' && toMass !== undefined) return (amount * massPerIuInMg) / toMass;
  if (target.unit === 'IU' && fromMass !== undefined) return (amount * fromMass) / massPerIuInMg;
  return null;
}

const isSameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 0.005;

function compoundNote(product: SupplementProduct, elementalMg: number): string | null {
  if (!product.compound) return null;
  const { name, mineral, elementalFraction } = product.compound;
  const compoundMg = Math.round(elementalMg / elementalFraction);
  return (
    `Amounts are elemental ${mineral}, as supplement labels list them: ${strengthLabel({ unit: 'mg' }, elementalMg)} of ${mineral} ` +
    `is about ${strengthLabel({ unit: 'mg' }, compoundMg)} of ${name}. If your label gives the weight of the ${name} instead, ` +
    `that is ${strengthLabel({ unit: 'mg' }, Math.round(elementalMg * elementalFraction))} of ${mineral}.`
  );
}

/** Picks the family's product at `strength` (or scales the default one) and multiplies by `quantity`. */
export function resolveDose(start: SupplementProduct, strength: StrengthInput | null, quantity: number, notes: string[] = []): SupplementDose {
  if (!(quantity > 0) || quantity > MAX_QUANTITY) {
    throw new SupplementInputError(`Quantity must be more than 0 and at most ${MAX_QUANTITY}.`, 'quantity');
  }
  const family = familyOf(start);
  let product = start;
  let perUnitStrength = start.strength;
  let factor = 1;
  if (strength && !start.strength) {
    notes.push(`${start.name} is counted per ${start.form}, so '${strengthLabel(strength, strength.amount)}' was not used.`);
  } else if (strength && start.strength) {
    const amount = convertStrength(strength.amount, strength.unit, start.strength);
    if (amount === null) {
      throw new SupplementInputError(
        `'${strengthLabel(strength, strength.amount)}' does not fit ${start.familyName}, which is measured in ${start.strength.unit}.`,
        'strength',
      );
    }
    const exact = family.products.find((candidate) => candidate.strength && isSameAmount(candidate.strength.amount, amount));
    if (exact) {
      product = exact;
      perUnitStrength = exact.strength;
    } else {
      factor = amount / start.strength.amount;
      if (factor > MAX_STRENGTH_FACTOR || factor < 1 / MAX_STRENGTH_FACTOR) {
        throw new SupplementInputError(
          `${strengthLabel(strength, strength.amount)} is far outside what ${start.familyName} comes in ` +
            `(usually ${strengthLabel(start.strength, start.strength.amount)} per ${start.form}); check the amount and unit.`,
          'strength',
        );
      }
      perUnitStrength = { ...start.strength, amount: Number.parseFloat(amount.toPrecision(6)) };
    }
  }
  const nutrientsPerUnit = scaleNutrients(product.nutrients, factor);
  if (perUnitStrength && product.compound) {
    const note = compoundNote(product, perUnitStrength.amount);
    if (note) notes.push(note);
  }
  const name = factor === 1 || !perUnitStrength ? product.name : `${product.familyName} ${strengthLabel(perUnitStrength, perUnitStrength.amount)}`;
  return {
    product,
    name,
    strength: perUnitStrength,
    quantity,
    nutrientsPerUnit,
    nutrients: scaleNutrients(nutrientsPerUnit, quantity),
    note: notes.length ? notes.join(' ') : null,
  };
}
