import { range, unitsEqualTo, type Marker } from './marker.js';

export const THYROID_MARKERS: readonly Marker[] = [
  {
    key: 'tsh', name: 'TSH', category: 'thyroid', loinc: '3016-3', canonicalUnit: 'mIU/L',
    conversions: unitsEqualTo('miu/l', 'uiu/ml', 'mu/l', 'uu/ml'), referenceRanges: { any: range(0.4, 4) },
    aliases: ['TSH', 'Thyroid Stimulating Hormone', 'Thyrotropin', 'TSH Ultrasensitive', 'Ultrasensitive TSH', 'hTSH', 'TSH basal', 'S-TSH', 'TSH 3rd Generation'],
    explanation: 'The pituitary signal that tells the thyroid how hard to work; high usually means an underactive thyroid.',
  },
  {
    key: 'free_t4', name: 'Free T4', category: 'thyroid', loinc: '3024-7', canonicalUnit: 'ng/dL',
    conversions: [...unitsEqualTo('ng/dl'), { unit: 'pmol/l', factor: 0.0777 }, { unit: 'ng/l', factor: 0.1 }], referenceRanges: { any: range(0.8, 1.8) },
    aliases: ['Free T4', 'FT4', 'Free Thyroxine', 'fT4', 'Szabad T4', 'Freies T4', 'T4 libre', 'T4L'],
    explanation: 'The active, unbound form of the main thyroid hormone.',
  },
  {
    key: 'free_t3', name: 'Free T3', category: 'thyroid', loinc: '3051-0', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 0.651 }], referenceRanges: { any: range(2.3, 4.2) },
    aliases: ['Free T3', 'FT3', 'Free Triiodothyronine', 'fT3', 'Szabad T3', 'Freies T3', 'T3 libre', 'T3L'],
    explanation: 'The unbound form of the most active thyroid hormone.',
  },
  {
    key: 'total_t4', name: 'Total T4', category: 'thyroid', loinc: '3026-2', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'nmol/l', factor: 0.0777 }], referenceRanges: { any: range(5, 12) },
    aliases: ['T4', 'Total T4', 'Thyroxine', 'Total Thyroxine', 'T4 Total'],
    explanation: 'All the thyroxine in your blood, bound and free.',
  },
  {
    key: 'total_t3', name: 'Total T3', category: 'thyroid', loinc: '3053-6', canonicalUnit: 'ng/dL',
    conversions: [...unitsEqualTo('ng/dl'), { unit: 'nmol/l', factor: 65.1 }, { unit: 'ng/ml', factor: 100 }], referenceRanges: { any: range(80, 200) },
    aliases: ['T3', 'Total T3', 'Triiodothyronine', 'Total Triiodothyronine', 'T3 Total'],
    explanation: 'All the triiodothyronine, the most active thyroid hormone, bound and free.',
  },
  {
    key: 'anti_tpo', name: 'Anti-TPO antibodies', category: 'thyroid', loinc: '8099-4', canonicalUnit: 'IU/mL',
    conversions: unitsEqualTo('iu/ml', 'u/ml', 'kiu/l', 'ku/l'), referenceRanges: { any: range(null, 34) },
    aliases: ['Anti-TPO', 'Anti TPO', 'TPO Antibodies', 'Anti Thyroid Peroxidase', 'Thyroid Peroxidase Antibodies', 'TPOAb', 'Anti-TPO antitest', 'TPO-AK'],
    explanation: 'Antibodies against the thyroid, a sign of autoimmune thyroid disease.',
  },
];

export const HORMONE_MARKERS: readonly Marker[] = [
  {
    key: 'testosterone_total', name: 'Total testosterone', category: 'hormones', loinc: '2986-8', canonicalUnit: 'ng/dL',
    conversions: [...unitsEqualTo('ng/dl'), { unit: 'nmol/l', factor: 28.84 }, { unit: 'ng/ml', factor: 100 }],
    referenceRanges: { male: range(264, 916), female: range(15, 70) },
    aliases: ['Testosterone', 'Total Testosterone', 'Testosterone Total', 'Tesztoszteron', 'Testosteron', 'Testosterona', 'Testostérone'],
    explanation: 'The main male sex hormone, also present in smaller amounts in women.',
  },
  {
    key: 'testosterone_free', name: 'Free testosterone', category: 'hormones', loinc: '2991-8', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 0.2884 }, { unit: 'nmol/l', factor: 288.4 }],
    referenceRanges: { male: range(46, 224), female: range(0.2, 5) },
    aliases: ['Free Testosterone', 'Testosterone Free', 'Szabad tesztoszteron', 'Freies Testosteron'],
    explanation: 'The unbound, active share of testosterone.',
  },
  {
    key: 'estradiol', name: 'Estradiol', category: 'hormones', loinc: '2243-4', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 0.2724 }], referenceRanges: { male: range(10, 40) },
    aliases: ['Estradiol', 'Oestradiol', 'E2', 'Ösztradiol', 'Östradiol', 'Estradiol E2'],
    explanation: 'The main female sex hormone, also needed in small amounts by men.',
  },
  {
    key: 'progesterone', name: 'Progesterone', category: 'hormones', loinc: '2839-9', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.3145 }], referenceRanges: {},
    aliases: ['Progesterone', 'Progeszteron', 'Progesteron', 'Progesterona'],
    explanation: 'A hormone that prepares the womb for pregnancy; it rises after ovulation.',
  },
  {
    key: 'lh', name: 'Luteinising hormone', category: 'hormones', loinc: '10501-5', canonicalUnit: 'mIU/mL',
    conversions: unitsEqualTo('miu/ml', 'iu/l', 'u/l', 'mu/ml'), referenceRanges: { male: range(1.7, 8.6) },
    aliases: ['LH', 'Luteinizing Hormone', 'Luteinising Hormone', 'Luteinizáló hormon'],
    explanation: 'A pituitary hormone that triggers ovulation and testosterone production.',
  },
  {
    key: 'fsh', name: 'Follicle-stimulating hormone', category: 'hormones', loinc: '15067-2', canonicalUnit: 'mIU/mL',
    conversions: unitsEqualTo('miu/ml', 'iu/l', 'u/l', 'mu/ml'), referenceRanges: { male: range(1.5, 12.4) },
    aliases: ['FSH', 'Follicle Stimulating Hormone', 'Follikelstimulierendes Hormon', 'Follikulus stimuláló hormon'],
    explanation: 'A pituitary hormone that drives egg and sperm production.',
  },
  {
    key: 'prolactin', name: 'Prolactin', category: 'hormones', loinc: '2842-3', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'miu/l', factor: 1 / 21.2 }, { unit: 'uiu/ml', factor: 1 / 21.2 }],
    referenceRanges: { male: range(4, 15.2), female: range(4.8, 23.3) },
    aliases: ['Prolactin', 'PRL', 'Prolaktin', 'Prolactina', 'Prolactine'],
    explanation: 'A pituitary hormone for milk production; high levels can disturb periods and libido.',
  },
  {
    key: 'cortisol', name: 'Cortisol', category: 'hormones', loinc: '2143-6', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'nmol/l', factor: 0.03625 }, { unit: 'ng/ml', factor: 0.1 }], referenceRanges: { any: range(6.2, 19.4) },
    aliases: ['Cortisol', 'Serum Cortisol', 'Cortisol Morning', 'Morning Cortisol', 'Kortizol', 'Kortisol'],
    explanation: 'The main stress hormone, highest in the morning.',
  },
  {
    key: 'dhea_s', name: 'DHEA sulfate', category: 'hormones', loinc: '2191-5', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 36.85 }], referenceRanges: {},
    aliases: ['DHEA-S', 'DHEAS', 'DHEA Sulfate', 'DHEA Sulphate', 'Dehydroepiandrosterone Sulfate', 'DHEA-SO4'],
    explanation: 'An adrenal hormone that the body converts into sex hormones.',
  },
  {
    key: 'shbg', name: 'Sex hormone-binding globulin', category: 'hormones', loinc: '13967-5', canonicalUnit: 'nmol/L',
    conversions: unitsEqualTo('nmol/l'), referenceRanges: { male: range(10, 57), female: range(18, 144) },
    aliases: ['SHBG', 'Sex Hormone Binding Globulin'],
    explanation: 'A protein that carries sex hormones and controls how much is free to act.',
  },
  {
    key: 'pth', name: 'Parathyroid hormone', category: 'hormones', loinc: '2731-8', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 9.43 }], referenceRanges: { any: range(15, 65) },
    aliases: ['PTH', 'Parathyroid Hormone', 'Intact PTH', 'iPTH', 'Parathormon', 'Parathormone'],
    explanation: 'The hormone that keeps blood calcium steady, working with vitamin D.',
  },
];
