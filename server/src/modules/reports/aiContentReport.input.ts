import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { AiContentReportStatus } from './aiContentReport.entity.js';

@InputType()
export class ReportAiContentInput {
  @Field(() => String, { description: "A reason slug (inappropriate, medical_advice, inaccurate, harmful, spam, other) or the dialog's label text." })
  @MaxLength(100)
  reason!: string;

  @Field(() => String, { defaultValue: '' })
  @MaxLength(5000)
  description!: string;

  @Field(() => String, { defaultValue: 'ai_assistant', description: 'What kind of AI output: ai_assistant, analysis, meal_suggestion, recipe…' })
  @Matches(/^[a-z][a-z0-9_]{0,39}$/, { message: "'contentType' must be a lower-case slug such as ai_assistant." })
  contentType!: string;

  @Field(() => String, { defaultValue: '', description: 'The reported text.' })
  @MaxLength(50_000)
  content!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'For social_post / social_comment: the reported post or comment; its stored text becomes the content, so an admin can hide it.',
  })
  @IsOptional()
  @MaxLength(200)
  contentId?: string | null;
}

@InputType()
export class ReviewAiContentReportInput {
  @Field(() => ID) reportId!: string;
  @Field(() => AiContentReportStatus) status!: AiContentReportStatus;
  @Field(() => String, { nullable: true, description: 'Replaces the stored notes when given.' })
  @IsOptional()
  @MaxLength(5000)
  adminNotes?: string | null;
}
