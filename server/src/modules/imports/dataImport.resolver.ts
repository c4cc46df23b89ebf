import { IsIn, Length } from 'class-validator';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { Viewer } from '../users/viewer.type.js';
import { confirmImport, previewImport, type ImportPreview } from './dataImport.service.js';
import { IMPORT_SOURCES } from './importPlan.js';

@InputType()
class PreviewImportInput {
  @Field(() => String, { description: `Where the file comes from: ${IMPORT_SOURCES.join(', ')}.` })
  @IsIn([...IMPORT_SOURCES], { message: `Choose where the file comes from: ${IMPORT_SOURCES.join(', ')}.` })
  source!: string;

  @Field(() => GraphQLUpload, { description: 'The exported file (multipart request).' })
  file!: Promise<FileUpload>;
}

@InputType()
class ConfirmImportInput {
  @Field(() => ID)
  @Length(1, 100)
  id!: string;
}

@ObjectType()
class ImportDateRange {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
}

@ObjectType({ description: 'What an import will write (before confirming) or wrote (after).' })
class DataImport {
  @Field(() => ID) id!: string;
  @Field(() => String) source!: string;
  @Field(() => String, { description: 'preview, or imported once confirmed.' }) status!: string;
  @Field(() => ImportDateRange, { nullable: true }) dateRange!: ImportDateRange | null;
  @Field(() => Int) days!: number;
  @Field(() => Int, { description: 'Food entries, lab values and other records together.' }) items!: number;
  @Field(() => Int) foodItems!: number;
  @Field(() => Int, { description: 'Food entries matched to a food in our database.' }) matchedFoods!: number;
  @Field(() => Int, { description: 'Food entries kept as quick-add entries with the nutrition the file states.' }) quickAddItems!: number;
  @Field(() => Int, { description: 'Foods the file names that matched none of ours, saved as your own foods with the nutrition the file states.' })
  newOwnFoods!: number;
  @Field(() => Int) labEntries!: number;
  @Field(() => Int) labValues!: number;
  @Field(() => Int, { description: 'Custom foods, saved meals and supplement logs (Nutri exports).' }) otherRecords!: number;
  @Field(() => [String], { description: 'Rows and columns that will not be imported, and why.' }) notUnderstood!: string[];
  @Field(() => Int, { nullable: true }) written!: number | null;
  @Field(() => Int, { nullable: true, description: 'Records skipped because an earlier import already added them.' }) alreadyImported!: number | null;
}

@ObjectType()
class DataImportPayload {
  @Field(() => DataImport) dataImport!: ImportPreview;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver()
export class DataImportResolver {
  @Authorized()
  @Mutation(() => DataImportPayload, { description: 'Reads an exported file and shows what it would import; nothing is written yet.' })
  async previewImport(@Arg('input', () => PreviewImportInput) input: PreviewImportInput, @Ctx() ctx: Context): Promise<DataImportPayload> {
    return { dataImport: await previewImport(serviceDeps(ctx), ctx.viewer!, input), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => DataImportPayload, { description: 'Writes a previewed import in one go; entries imported before are not added again.' })
  async confirmImport(@Arg('input', () => ConfirmImportInput) input: ConfirmImportInput, @Ctx() ctx: Context): Promise<DataImportPayload> {
    return { dataImport: await confirmImport(serviceDeps(ctx), ctx.viewer!, input.id), viewer: new Viewer(ctx.viewer!) };
  }
}
