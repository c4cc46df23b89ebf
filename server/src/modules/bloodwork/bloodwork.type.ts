import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum LabValueEngine {
  text = 'text',
  ocr = 'ocr',
  model = 'model',
}
registerEnumType(LabValueEngine, {
  name: 'LabValueEngine',
  description: 'Which reader found a value in an uploaded report.',
  valuesConfig: {
    text: { description: "The PDF's text layer (also every typed value)." },
    ocr: { description: 'Text recognition on a scan or photo.' },
    model: { description: "The user's configured AI model; every value it returns was found in the report's text." },
  },
});

const FOUND_BY = { description: 'Which reader found the value.' };
const NEEDS_REVIEW = { description: 'The reader was unsure of this value (for example a blurred scan): check it against the report.' };

@ObjectType({ description: 'One result mapped to a catalog marker; value, unit and range are in the marker’s canonical unit.' })
export class LabValue {
  @Field(() => String, { description: 'The catalog name of the marker.' }) name!: string;
  @Field(() => String, { description: 'The name as printed on the report (or typed).' }) printedName!: string;
  @Field(() => String, { description: 'Catalog marker key, e.g. ldl_cholesterol.' }) marker!: string;
  @Field(() => String) category!: string;
  @Field(() => Float) value!: number;
  @Field(() => String) unit!: string;
  @Field(() => Float) printedValue!: number;
  @Field(() => String) printedUnit!: string;
  @Field(() => String, { nullable: true, description: "'<' or '>' for censored values such as '<0.5'." }) qualifier!: string | null;
  @Field(() => Float, { nullable: true }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => String, { nullable: true, description: "'printed' (from the report) or 'default' (the marker's range for the user's sex)." })
  refSource!: string | null;
  @Field(() => String, { nullable: true }) refText!: string | null;
  @Field(() => Float, { nullable: true }) defaultRefLow!: number | null;
  @Field(() => Float, { nullable: true }) defaultRefHigh!: number | null;
  @Field(() => String, { nullable: true, description: "'high', 'low' or 'normal'; null without a range." }) flag!: string | null;
  @Field(() => String, { nullable: true }) printedFlag!: string | null;
  @Field(() => LabValueEngine, FOUND_BY) foundBy!: LabValueEngine;
  @Field(() => Boolean, NEEDS_REVIEW) needsReview!: boolean;
}

@ObjectType({ description: 'A printed result that matched no marker (or whose unit the marker cannot convert), kept for review.' })
export class UnmatchedLabValue {
  @Field(() => String) printedName!: string;
  @Field(() => Float) value!: number;
  @Field(() => String) unit!: string;
  @Field(() => String, { nullable: true }) qualifier!: string | null;
  @Field(() => Float, { nullable: true }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => String, { nullable: true }) refText!: string | null;
  @Field(() => String, { nullable: true }) printedFlag!: string | null;
  @Field(() => String, { description: "'unknown_marker' or 'unknown_unit'." }) reason!: string;
  @Field(() => LabValueEngine, FOUND_BY) foundBy!: LabValueEngine;
  @Field(() => Boolean, NEEDS_REVIEW) needsReview!: boolean;
}

@ObjectType({ description: 'A biomarker of the catalog, for autocomplete and unit pickers.' })
export class BloodworkMarker {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) loinc!: string | null;
  @Field(() => String) unit!: string;
  @Field(() => [String], { description: 'Units it can be entered in, canonical first.' }) units!: string[];
  @Field(() => [String]) aliases!: string[];
  @Field(() => Float, { nullable: true, description: "Default range for the viewer's sex." }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => String) explanation!: string;
}

@ObjectType()
export class TrendPoint {
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => Float) value!: number;
  @Field(() => String, { nullable: true }) flag!: string | null;
  @Field(() => Float, { nullable: true, description: 'The range printed with this result, else the default.' }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => ID, { description: 'The bloodwork entry this point comes from.' }) entryId!: string;
}

@ObjectType({ description: "One marker's values over time, oldest first, with its default reference band." })
export class MarkerTrend {
  @Field(() => String) marker!: string;
  @Field(() => String) name!: string;
  @Field(() => String) category!: string;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true }) refLow!: number | null;
  @Field(() => Float, { nullable: true }) refHigh!: number | null;
  @Field(() => [TrendPoint]) points!: TrendPoint[];
}

@ObjectType({ description: 'What a PDF download serves; the bytes come from GET /api/bloodwork/{id}/pdf.' })
export class BloodworkPdfFile {
  @Field(() => ID) entryId!: string;
  @Field(() => String) internalID!: string;
  @Field(() => String) filename!: string;
  @Field(() => Float) byteSize!: number;
}
