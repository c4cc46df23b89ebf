import type { StoredLabValue } from '../../modules/bloodwork/labValues.js';
import { formatAmount, type Finding, type Severity } from './findings.js';

type Values = ReadonlyMap<string, StoredLabValue>;

const isHigh = (value: StoredLabValue | undefined) => value?.flag === 'high';
const isLow = (value: StoredLabValue | undefined) => value?.flag === 'low';
const show = (value: StoredLabValue) => `${value.name} ${formatAmount(value.value)} ${value.unit}`;

function pattern(id: string, severity: Severity, title: string, detail: string, values: (StoredLabValue | undefined)[]): Finding {
  const present = values.filter((value): value is StoredLabValue => value !== undefined);
  return { id: `pattern:${id}`, kind: 'marker_pattern', severity, title, detail, markerKeys: present.map((value) => value.marker) };
}

function lipids(values: Values): Finding | null {
  const ldl = values.get('ldl_cholesterol');
  const hdl = values.get('hdl_cholesterol');
  const tg = values.get('triglycerides');
  const problems = [isHigh(ldl) && ldl, isLow(hdl) && hdl, isHigh(tg) && tg].filter((value): value is StoredLabValue => Boolean(value));
  // Triglyceride/HDL above ~3.5 (mg/dL) tracks insulin resistance even when both are in range.
  const ratio = tg && hdl && hdl.value > 0 ? tg.value / hdl.value : null;
  if (!problems.length && (ratio === null || ratio < 3.5)) return null;
  const parts = problems.map((value) => `${show(value)} (${value.flag})`);
  if (ratio !== null && ratio >= 3.5) parts.push(`a triglyceride-to-HDL ratio of ${formatAmount(ratio)}, which often goes with insulin resistance`);
  const severity: Severity = problems.length >= 2 ? 'significant' : 'moderate';
  return pattern(
    'lipids',
    severity,
    'Blood fats outside the healthy range',
    `Your lipid panel shows ${parts.join(', ')}. Together these raise cardiovascular risk; diet, activity and weight all move them.`,
    [ldl, hdl, tg],
  );
}

function glycaemic(values: Values): Finding | null {
  const hba1c = values.get('hba1c');
  const glucose = values.get('glucose');
  const diabetesRange = (hba1c && hba1c.value >= 6.5) || (glucose && glucose.value >= 126);
  const prediabetesRange = (hba1c && hba1c.value >= 5.7) || (glucose && glucose.value >= 100);
  if (!diabetesRange && !prediabetesRange) return null;
  const shown = [hba1c, glucose]
    .filter((value): value is StoredLabValue => value !== undefined)
    .map(show)
    .join(' and ');
  return diabetesRange
    ? pattern(
        'glycaemic',
        'significant',
        'Blood sugar in the diabetes range',
        `${shown} are in the range used to diagnose diabetes (HbA1c ≥ 6.5 % or fasting glucose ≥ 126 mg/dL). A diagnosis needs a repeat test and a doctor.`,
        [hba1c, glucose],
      )
    : pattern(
        'glycaemic',
        'moderate',
        'Blood sugar in the prediabetes range',
        `${shown} are in the prediabetes range (HbA1c 5.7–6.4 % or fasting glucose 100–125 mg/dL); glucose counts only if you had fasted.`,
        [hba1c, glucose],
      );
}

function thyroid(values: Values): Finding | null {
  const tsh = values.get('tsh');
  const ft4 = values.get('free_t4');
  const tpo = values.get('anti_tpo');
  const autoimmune = isHigh(tpo) ? ' Raised anti-TPO antibodies point to an autoimmune cause.' : '';
  if (isHigh(tsh) && isLow(ft4))
    return pattern('thyroid', 'significant', 'Pattern of an underactive thyroid', `${show(tsh!)} is high and ${show(ft4!)} is low.${autoimmune}`, [
      tsh,
      ft4,
      tpo,
    ]);
  if (isHigh(tsh))
    return pattern(
      'thyroid',
      'moderate',
      'TSH raised',
      `${show(tsh!)} is high${ft4 ? ` while ${show(ft4)} is in range (a mild, "subclinical" pattern)` : ''}.${autoimmune}`,
      [tsh, ft4, tpo],
    );
  if (isLow(tsh) && isHigh(ft4))
    return pattern('thyroid', 'significant', 'Pattern of an overactive thyroid', `${show(tsh!)} is low and ${show(ft4!)} is high.`, [tsh, ft4]);
  if (isLow(tsh)) return pattern('thyroid', 'moderate', 'TSH low', `${show(tsh!)} is low${ft4 ? ` with ${show(ft4)}` : ''}.`, [tsh, ft4]);
  if (isHigh(tpo)) return pattern('thyroid', 'mild', 'Thyroid antibodies raised', `${show(tpo!)} is high while thyroid hormones are in range.`, [tpo]);
  return null;
}

function ironStatus(values: Values): Finding | null {
  const ferritin = values.get('ferritin');
  const hemoglobin = values.get('hemoglobin');
  const mcv = values.get('mcv');
  const tsat = values.get('transferrin_saturation');
  if (isLow(ferritin) && isLow(hemoglobin)) {
    const small = isLow(mcv) ? ` and small red cells (${show(mcv!)})` : '';
    return pattern('iron', 'significant', 'Pattern of iron-deficiency anaemia', `Low iron stores (${show(ferritin!)}) with low ${show(hemoglobin!)}${small}.`, [
      ferritin,
      hemoglobin,
      mcv,
    ]);
  }
  if (isLow(ferritin) || isLow(tsat)) {
    const shown = [ferritin, tsat]
      .filter((value) => isLow(value))
      .map((value) => show(value!))
      .join(' and ');
    return pattern(
      'iron',
      'moderate',
      'Low iron stores',
      `${shown} ${isLow(ferritin) && isLow(tsat) ? 'are' : 'is'} low: iron stores are running down, before anaemia shows.`,
      [ferritin, tsat, hemoglobin],
    );
  }
  if (isHigh(ferritin) && tsat && tsat.value > 45) {
    return pattern(
      'iron',
      'moderate',
      'Possible iron overload',
      `${show(ferritin!)} and ${show(tsat)} are both raised; ferritin also rises with inflammation, so a doctor should interpret this.`,
      [ferritin, tsat],
    );
  }
  return null;
}

function vitaminD(values: Values): Finding | null {
  const d = values.get('vitamin_d_25oh');
  if (!d || d.value >= 30) return null;
  // Endocrine Society cut-offs: < 20 ng/mL deficient, 20–29 insufficient.
  return d.value < 20
    ? pattern('vitamin_d', 'significant', 'Vitamin D deficient', `${show(d)} is below 20 ng/mL, the usual cut-off for deficiency.`, [d])
    : pattern('vitamin_d', 'moderate', 'Vitamin D insufficient', `${show(d)} is between 20 and 30 ng/mL, usually called insufficient.`, [d]);
}

function kidney(values: Values): Finding | null {
  const egfr = values.get('egfr');
  const creatinine = values.get('creatinine');
  const urea = values.get('bun') ?? values.get('urea');
  if (egfr && egfr.value < 60)
    return pattern(
      'kidney',
      'significant',
      'Reduced kidney filtration',
      `${show(egfr)} is below 60, which suggests reduced kidney function if it persists for 3 months.`,
      [egfr, creatinine],
    );
  if (isHigh(creatinine))
    return pattern('kidney', 'moderate', 'Creatinine raised', `${show(creatinine!)} is high; muscle mass, hydration and high meat intake also raise it.`, [
      creatinine,
      egfr,
    ]);
  if (isHigh(urea)) return pattern('kidney', 'mild', 'Urea raised', `${show(urea!)} is high; dehydration and a high-protein diet raise it too.`, [urea]);
  return null;
}

function liver(values: Values): Finding | null {
  const enzymes = ['alt', 'ast', 'ggt', 'alkaline_phosphatase', 'bilirubin_total'].map((key) => values.get(key));
  const raised = enzymes.filter((value): value is StoredLabValue => isHigh(value));
  if (!raised.length) return null;
  const severe = raised.some((value) => value.refHigh !== null && value.value > value.refHigh * 3);
  return pattern(
    'liver',
    severe ? 'significant' : 'moderate',
    'Liver tests raised',
    `${raised.map(show).join(', ')} ${raised.length > 1 ? 'are' : 'is'} high. Alcohol, fatty liver, some medicines and hard exercise can raise these.`,
    raised,
  );
}

function vitaminB12AndFolate(values: Values): Finding | null {
  const b12 = values.get('vitamin_b12');
  const folate = values.get('folate');
  const mcv = values.get('mcv');
  const low = [b12, folate].filter((value): value is StoredLabValue => isLow(value));
  if (!low.length) return null;
  const large = isHigh(mcv) ? ` with large red cells (${show(mcv!)})` : '';
  return pattern(
    'b_vitamins',
    large ? 'significant' : 'moderate',
    `Low ${low.map((value) => value.name).join(' and ')}`,
    `${low.map(show).join(' and ')} ${low.length > 1 ? 'are' : 'is'} low${large}.`,
    [...low, mcv],
  );
}

/** Patterns across markers: lipids, glycaemic control, thyroid, iron status, vitamin D, kidney, liver, B12/folate. */
export function markerPatterns(values: Values): Finding[] {
  return [lipids, glycaemic, thyroid, ironStatus, vitaminD, kidney, liver, vitaminB12AndFolate]
    .map((rule) => rule(values))
    .filter((finding): finding is Finding => finding !== null);
}
