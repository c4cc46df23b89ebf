import { Field, Float, ObjectType } from 'type-graphql';

// Shapes shared by the dashboard and the analytics kinds: labelled figures, series for charts and small tables.

export enum MetricUnit {
  count = 'count',
  percent = 'percent',
  kcal = 'kcal',
  grams = 'grams',
  score = 'score',
  cents = 'cents',
  ratio = 'ratio',
}

@ObjectType({ description: 'One labelled figure. A null value means it is withheld: too few users to show it without identifying someone.' })
export class AdminMetric {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true }) value!: number | null;
  @Field(() => String, { description: 'count, percent, kcal, grams, score, cents or ratio.' }) unit!: MetricUnit;
}

@ObjectType()
export class AdminPoint {
  @Field(() => String, { description: 'A date (YYYY-MM-DD), week start or category.' }) x!: string;
  @Field(() => Float) y!: number;
}

@ObjectType()
export class AdminSeries {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => [AdminPoint]) points!: AdminPoint[];
}

@ObjectType()
export class AdminTable {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => [String]) columns!: string[];
  @Field(() => [[String]]) rows!: string[][];
}

export const metric = (key: string, label: string, value: number | null, unit: MetricUnit = MetricUnit.count): AdminMetric => ({
  key,
  label,
  value: value === null || Number.isNaN(value) ? null : Math.round(value * 100) / 100,
  unit,
});

export const percentOf = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);
