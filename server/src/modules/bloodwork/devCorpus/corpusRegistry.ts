import { chainLabDocument } from './chainLabFamily.js';
import { LAYOUT_FAMILIES } from './corpusFamilies.js';
import { portalCardsDocument } from './portalCardsFamily.js';
import { encodedDocument } from './encodedFamily.js';
import { sideBySideDocument } from './sideBySideFamily.js';
import { dotLeadersDocument } from './dotLeadersFamily.js';
import { letterSpacedDocument } from './letterSpacedFamily.js';
import { trendPagesDocument } from './trendPagesFamily.js';
import { unitsInNamesDocument } from './unitsInNamesFamily.js';
import { dischargeProseDocument } from './dischargeProseFamily.js';
import { twoSpecimensDocument } from './twoSpecimensFamily.js';
import { sidewaysDocument } from './sidewaysFamily.js';
import { pathologyBlocksDocument } from './pathologyBlocksFamily.js';
import { flagFirstDocument } from './flagFirstFamily.js';
import { twoLineRowsDocument } from './twoLineRowsFamily.js';
import { summaryPagesDocument } from './summaryPagesFamily.js';
import { latinAmericanDocument } from './latinAmericanFamily.js';
import { analyteRowsDocument } from './analyteRowsFamily.js';
import { fixedWidthDocument } from './fixedWidthFamily.js';
import { arrowFlagsDocument } from './arrowFlagsFamily.js';
import { ehrResultsDocument } from './ehrResultsFamily.js';
import { technologyColumnDocument } from './technologyColumnFamily.js';
import { rangeBarsDocument } from './rangeBarsFamily.js';
import { differentialPairsDocument } from './differentialPairsFamily.js';
import { urinalysisDocument } from './urinalysisFamily.js';
import { vorwertColumnsDocument } from './vorwertColumnsFamily.js';
import { bandedRangesDocument } from './bandedRangesFamily.js';
import { ocrTextLayerDocument } from './ocrTextLayerFamily.js';
import { nordicTableDocument } from './nordicTableFamily.js';
import { narrowMobileDocument } from './narrowMobileFamily.js';
import { qualifierColumnsDocument } from './qualifierColumnsFamily.js';
import { spreadsheetExportDocument } from './spreadsheetExportFamily.js';
import { bilingualLabelsDocument } from './bilingualLabelsFamily.js';
import { wellnessScreeningDocument } from './wellnessScreeningFamily.js';
import { testColumnsDocument } from './testColumnsFamily.js';
import { dualUnitsDocument } from './dualUnitsFamily.js';
import { numberedItemsDocument } from './numberedItemsFamily.js';
import { patientLetterDocument } from './patientLetterFamily.js';
import { boxedPanelsDocument } from './boxedPanelsFamily.js';
import { labelledFieldsDocument } from './labelledFieldsFamily.js';
import { textGraphDocument } from './textGraphFamily.js';
import { colonRowsDocument } from './colonRowsFamily.js';
import { abnormalSummaryDocument } from './abnormalSummaryFamily.js';
import { methodPreviousDocument } from './methodPreviousFamily.js';
import { criticalCallsDocument } from './criticalCallsFamily.js';
import { indianHospitalDocument } from './indianHospitalFamily.js';
import { hungarianPanelsDocument } from './hungarianPanelsFamily.js';
import { portalPrintDocument } from './portalPrintFamily.js';
import { indianHaemogramDocument } from './indianHaemogramFamily.js';
import { hungarianPreviousDocument } from './hungarianPreviousFamily.js';
import { analyzerPrintoutDocument } from './analyzerPrintoutFamily.js';
import { gulfHospitalDocument } from './gulfHospitalFamily.js';
import { japaneseEnglishDocument } from './japaneseEnglishFamily.js';
import { cardiometabolicSpecialtyDocument } from './cardiometabolicSpecialtyFamily.js';
import { proseFindingsDocument } from './proseFindingsFamily.js';
import { messagePrintoutDocument } from './messagePrintoutFamily.js';
import { insuranceExamDocument } from './insuranceExamFamily.js';
import { turkishHospitalDocument } from './turkishHospitalFamily.js';

/** Every family the bench scores; new families go last, so the seeds of the earlier ones stay as they were. */
export const CORPUS_FAMILIES = {
  ...LAYOUT_FAMILIES,
  encoded: encodedDocument,
  side_by_side: sideBySideDocument,
  chain_lab: chainLabDocument,
  portal_cards: portalCardsDocument,
  units_in_names: unitsInNamesDocument,
  letter_spaced: letterSpacedDocument,
  trend_pages: trendPagesDocument,
  dot_leaders: dotLeadersDocument,
  discharge_prose: dischargeProseDocument,
  two_specimens: twoSpecimensDocument,
  sideways: sidewaysDocument,
  pathology_blocks: pathologyBlocksDocument,
  flag_first: flagFirstDocument,
  two_line_rows: twoLineRowsDocument,
  summary_pages: summaryPagesDocument,
  latin_american: latinAmericanDocument,
  analyte_rows: analyteRowsDocument,
  fixed_width: fixedWidthDocument,
  arrow_flags: arrowFlagsDocument,
  ehr_results: ehrResultsDocument,
  technology_column: technologyColumnDocument,
  range_bars: rangeBarsDocument,
  differential_pairs: differentialPairsDocument,
  urinalysis: urinalysisDocument,
  vorwert_columns: vorwertColumnsDocument,
  banded_ranges: bandedRangesDocument,
  ocr_text_layer: ocrTextLayerDocument,
  nordic_table: nordicTableDocument,
  narrow_mobile: narrowMobileDocument,
  qualifier_columns: qualifierColumnsDocument,
  spreadsheet_export: spreadsheetExportDocument,
  bilingual_labels: bilingualLabelsDocument,
  wellness_screening: wellnessScreeningDocument,
  test_columns: testColumnsDocument,
  dual_units: dualUnitsDocument,
  numbered_items: numberedItemsDocument,
  patient_letter: patientLetterDocument,
  boxed_panels: boxedPanelsDocument,
  labelled_fields: labelledFieldsDocument,
  text_graph: textGraphDocument,
  colon_rows: colonRowsDocument,
  abnormal_summary: abnormalSummaryDocument,
  method_previous: methodPreviousDocument,
  critical_calls: criticalCallsDocument,
  indian_hospital: indianHospitalDocument,
  hungarian_panels: hungarianPanelsDocument,
  portal_print: portalPrintDocument,
  indian_haemogram: indianHaemogramDocument,
  hungarian_previous: hungarianPreviousDocument,
  analyzer_printout: analyzerPrintoutDocument,
  gulf_hospital: gulfHospitalDocument,
  japanese_english: japaneseEnglishDocument,
  cardiometabolic_specialty: cardiometabolicSpecialtyDocument,
  prose_findings: proseFindingsDocument,
  message_printout: messagePrintoutDocument,
  insurance_exam: insuranceExamDocument,
  turkish_hospital: turkishHospitalDocument,
} as const;

export type CorpusFamily = keyof typeof CORPUS_FAMILIES;
