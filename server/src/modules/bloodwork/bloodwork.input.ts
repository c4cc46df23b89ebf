import { IsNumber, IsOptional, IsUUID, Length, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Field, Float, ID, InputType } from 'type-graphql';
import { LabValueEngine } from './bloodwork.type.js';

@InputType()
export class UploadBloodworkInput {
  @Field(() => GraphQLUpload, { description: 'The lab report: a PDF, or a photo or scan as JPEG, PNG or HEIC (multipart request; at most 10 MB).' })
  pdf!: Promise<FileUpload>;

  @Field(() => String, { nullable: true, description: 'A UUID the client makes up to follow a scan being read: `viewer.bloodworkUploadProgress(uploadId:)`.' })
  @IsOptional()
  @IsUUID('all', { message: 'uploadId must be a UUID.' })
  uploadId?: string | null;

  @Field(() => LocalDateResolver, { nullable: true, description: 'Overrides the collection date read from the report.' })
  date?: string | null;
}

@InputType({ description: 'A typed value; `refLow`/`refHigh` are in `unit`, which defaults to the marker’s canonical unit.' })
export class LabValueInput {
  @Field(() => String, { description: "A marker name, alias or key: 'LDL', 'Hb', 'vitamin_d_25oh'." })
  @Length(1, 120, { message: 'Each lab value needs a name.' })
  name!: string;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Each lab value needs a number.' })
  value!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40)
  unit?: string | null;

  @Field(() => String, { nullable: true, description: "'<', '>', '<=' or '>=' for a censored result such as '<0.5'; kept through edits." })
  @IsOptional()
  @MaxLength(2)
  qualifier?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  refLow?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  refHigh?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "'printed' keeps refLow/refHigh labelled as the report's range (even when it equals the default); 'default' uses the marker's range. Omitted: a range equal to the default is the default.",
  })
  @IsOptional()
  @MaxLength(10)
  refSource?: string | null;

  @Field(() => String, { nullable: true, description: 'The name as printed, kept when saving a reviewed upload.' })
  @IsOptional()
  @MaxLength(200)
  printedName?: string | null;

  @Field(() => LabValueEngine, { nullable: true, description: "The reader that found a reviewed value, sent back unchanged; 'text' when omitted." })
  @IsOptional()
  foundBy?: LabValueEngine | null;
}

@InputType()
export class AddBloodworkInput {
  @Field(() => LocalDateResolver)
  date!: string;

  @Field(() => [LabValueInput])
  @ValidateNested({ each: true })
  labValues!: LabValueInput[];
}

@InputType({ description: 'Saves reviewed or edited values; saving a draft confirms it, so it counts from then on.' })
export class UpdateBloodworkInput {
  @Field(() => ID)
  id!: string;

  @Field(() => [LabValueInput], { description: 'Replaces all values of the entry.' })
  @ValidateNested({ each: true })
  labValues!: LabValueInput[];

  @Field(() => LocalDateResolver, { nullable: true, description: 'The collection date; required to confirm a draft whose report printed none.' })
  date?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Drops the unmatched values once the user has reviewed them.' })
  dismissUnmatched?: boolean | null;
}

@InputType()
export class DeleteBloodworkInput {
  @Field(() => ID)
  id!: string;
}
