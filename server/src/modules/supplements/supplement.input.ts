import { IsIn, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, InputType } from 'type-graphql';
import type { StrengthUnit } from './catalog/supplementProduct.js';
import { MAX_QUERY_LENGTH } from './supplementQuery.js';

export const STRENGTH_UNITS: readonly StrengthUnit[] = ['IU', 'mcg', 'mg', 'g', 'billion CFU'];

@InputType()
export class SupplementStrengthInput {
  @Field(() => Float)
  @Min(0.000001, { message: 'Strength must be more than 0.' })
  amount!: number;

  @Field(() => String, { description: "'IU', 'mcg', 'mg', 'g' or 'billion CFU'." })
  @IsIn(STRENGTH_UNITS, { message: `Strength unit must be one of ${STRENGTH_UNITS.join(', ')}.` })
  unit!: StrengthUnit;
}

@InputType({ description: 'Give `query` (free text) or `product` (a catalog key, optionally with `strength`).' })
export class LogSupplementInput {
  @Field(() => LocalDateResolver, { description: "The user's local date." })
  date!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_QUERY_LENGTH)
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'A catalog product key.' })
  @IsOptional()
  @MaxLength(80)
  product?: string | null;

  @Field(() => SupplementStrengthInput, { nullable: true, description: 'Per unit; with `product`.' })
  @IsOptional()
  @ValidateNested()
  strength?: SupplementStrengthInput | null;

  @Field(() => Float, { nullable: true, description: 'Units taken (default 1, or the count in `query`).' })
  @IsOptional()
  @Min(0.01, { message: 'Quantity must be more than 0.' })
  @Max(100, { message: 'Quantity must be at most 100.' })
  quantity?: number | null;

  @Field(() => String, { nullable: true, description: 'Local time HH:MM.' })
  @IsOptional()
  @Matches(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be HH:MM (24-hour).' })
  time?: string | null;
}

@InputType()
export class DeleteSupplementLogInput {
  @Field(() => ID)
  id!: string;
}
