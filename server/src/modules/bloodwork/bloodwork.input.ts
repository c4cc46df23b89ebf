import { IsNumber, IsOptional, Length, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Field, Float, ID, InputType } from 'type-graphql';

@InputType()
export class UploadBloodworkInput {
  @Field(() => GraphQLUpload, { description: 'The lab report PDF (multipart request; at most 10 MB).' })
  pdf!: Promise<FileUpload>;

  @Field(() => LocalDateResolver, { nullable: true, description: 'Overrides the collection date read from the report.' })
  date?: string | null;
}

@InputType({ description: 'A typed value; `refLow`/`refHigh` are in `unit`, which defaults to the marker’s canonical unit.' })
export class LabValueInput {
  @Field(() => String, { description: "A marker name, alias or key: 'LDL', 'Hb', 'vitamin_d_25oh'." }) @Length(1, 120, { message: 'Each lab value needs a name.' })
  name!: string;

  @Field(() => Float) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Each lab value needs a number.' })
  value!: number;

  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40)
  unit?: string | null;

  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false })
  refLow?: number | null;

  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false })
  refHigh?: number | null;

  @Field(() => String, { nullable: true, description: 'The name as printed, kept when saving a reviewed upload.' }) @IsOptional() @MaxLength(200)
  printedName?: string | null;
}

@InputType()
export class AddBloodworkInput {
  @Field(() => LocalDateResolver)
  date!: string;

  @Field(() => [LabValueInput]) @ValidateNested({ each: true })
  labValues!: LabValueInput[];
}

@InputType()
export class UpdateBloodworkInput {
  @Field(() => ID)
  id!: string;

  @Field(() => [LabValueInput], { description: 'Replaces all values of the entry.' }) @ValidateNested({ each: true })
  labValues!: LabValueInput[];

  @Field(() => LocalDateResolver, { nullable: true })
  date?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Drops the unmatched values once the user has reviewed them.' })
  dismissUnmatched?: boolean | null;
}

@InputType()
export class DeleteBloodworkInput {
  @Field(() => ID)
  id!: string;
}
