import { Field, Float, ID, ObjectType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import type { DatasetFood } from './dataset/foodDataset.types.js';
import { NUTRIENT_DEFINITIONS } from './dataset/nutrientDefinitions.js';
import { displayNameOf } from './foodDisplayName.js';
import type { NutrientValues } from './nutrition.js';
import { defaultPortion } from './portions/defaultPortion.js';
import { listPortionUnits } from './portions/foodPortionUnits.js';

@ObjectType()
export class NutrientAmount {
  @Field(() => String, { description: 'e.g. vitamin_c_mg' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'kcal, g, mg or µg' }) unit!: string;
  @Field(() => Float) amount!: number;
}

/** Calories and macros at the top, every known nutrient in the list (unknown ones are absent, not zero). */
@ObjectType()
export class NutritionFacts {
  @Field(() => Float) calories!: number;
  @Field(() => Float, { description: 'grams' }) protein!: number;
  @Field(() => Float, { description: 'grams' }) carbs!: number;
  @Field(() => Float, { description: 'grams' }) fat!: number;
  @Field(() => [NutrientAmount]) nutrients!: NutrientAmount[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function nutritionFacts(values: NutrientValues): NutritionFacts {
  return {
    calories: Math.round(values.energy_kcal ?? 0),
    protein: round1(values.protein_g ?? 0),
    carbs: round1(values.carbs_g ?? 0),
    fat: round1(values.fat_g ?? 0),
    // Built when read: a diary asks for every item's and meal's calories and macros but not their nutrient lists.
    get nutrients() {
      return NUTRIENT_DEFINITIONS.filter((definition) => values[definition.key] !== undefined).map((definition) => ({
        key: definition.key,
        label: definition.label,
        unit: definition.unit,
        amount: values[definition.key]!,
      }));
    },
  };
}

@ObjectType('PortionUnit')
export class PortionUnitType {
  @Field(() => String, { description: 'What to send back as `unit`.' }) unit!: string;
  @Field(() => String) label!: string;
  @Field(() => Float) gramsPerUnit!: number;
  @Field(() => String, { description: 'mass, volume or household' }) kind!: string;
}

@ObjectType('DefaultPortion')
export class DefaultPortionType {
  @Field(() => Float) quantity!: number;
  @Field(() => String) unit!: string;
  @Field(() => String) label!: string;
  @Field(() => Float) grams!: number;
  @Field(() => Float, { nullable: true }) calories!: number | null;
}

@ObjectType()
export class CustomServing {
  @Field(() => Float) size!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float) grams!: number;
  @Field(() => NutritionFacts, { description: 'Per serving, as entered.' }) nutrition!: NutritionFacts;
}

/** A food as the app sees it: a USDA food, or a user's own food shaped the same way (per 100 g plus portions). */
export interface CatalogFood extends Pick<DatasetFood, 'id' | 'name' | 'category' | 'portions' | 'nutrients'> {
  source: string;
  brand?: string | null;
  aliases?: string;
  customServing?: CustomServing;
}

@ObjectType('Food', { implements: Node })
export class FoodView {
  private portion?: ReturnType<typeof defaultPortion>;

  constructor(readonly food: CatalogFood) {}

  private get chosenPortion() {
    this.portion ??= defaultPortion(this.food);
    return this.portion;
  }

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('Food', this.food.id);
  }

  @Field(() => String, { description: 'Source id: sr:09040, fndds:…, fdc:…, or custom:<uuid>.' })
  get internalID(): string {
    return this.food.id;
  }

  @Field(() => String, { description: 'The full description (for USDA foods, the database’s own).' }) get name(): string {
    return this.food.name;
  }

  @Field(() => String, { description: 'The name people say ("Chicken breast" for "Chicken breast, NS as to cooking method, …").' })
  get displayName(): string {
    return displayNameOf({ foodId: this.food.id, name: this.food.name });
  }

  @Field(() => String, { nullable: true }) get brand(): string | null {
    return this.food.brand ?? null;
  }

  @Field(() => String, { description: 'sr28, fndds, foundation or custom' }) get source(): string {
    return this.food.source;
  }

  @Field(() => String) get category(): string {
    return this.food.category;
  }

  @Field(() => Boolean) get isCustom(): boolean {
    return this.food.source === 'custom';
  }

  @Field(() => DefaultPortionType)
  get defaultPortion(): DefaultPortionType {
    const portion = this.chosenPortion;
    return { quantity: portion.quantity, unit: portion.unit, label: portion.label, grams: portion.grams, calories: portion.energyKcal };
  }

  @Field(() => Float, { nullable: true, description: 'Calories in the default portion.' })
  get calories(): number | null {
    return this.chosenPortion.energyKcal;
  }

  @Field(() => [PortionUnitType], { description: 'Every unit a quantity of this food can be given in.' })
  get units(): PortionUnitType[] {
    return listPortionUnits(this.food);
  }

  @Field(() => NutritionFacts)
  get per100g(): NutritionFacts {
    return nutritionFacts(this.food.nutrients);
  }

  @Field(() => CustomServing, { nullable: true })
  get customServing(): CustomServing | null {
    return this.food.customServing ?? null;
  }
}

@ObjectType()
export class PortionNutrition extends NutritionFacts {
  @Field(() => FoodView) food!: FoodView;
  @Field(() => Float) quantity!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float) grams!: number;
}
