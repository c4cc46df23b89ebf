import { describe, expect, it } from '@jest/globals';
import { SUPPLEMENT_FAMILIES, SUPPLEMENT_PRODUCTS } from '../catalog/supplementCatalog.js';
import { isKnownNutrient } from '../supplementNutrients.js';
import { SupplementInputError } from '../supplementDose.js';
import { analyzeSupplementText } from '../supplementQuery.js';

const read = (text: string) => {
  const dose = analyzeSupplementText(text);
  return { key: dose.product.key, quantity: dose.quantity, nutrients: dose.nutrients };
};

describe('the supplement catalog', () => {
  it('ships at least 60 products with unique keys, known nutrient keys and positive amounts', () => {
    expect(SUPPLEMENT_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SUPPLEMENT_PRODUCTS.map((product) => product.key)).size).toBe(SUPPLEMENT_PRODUCTS.length);
    for (const product of SUPPLEMENT_PRODUCTS) {
      expect(Object.keys(product.nutrients).filter((key) => !isKnownNutrient(key))).toEqual([]);
      expect(product.typicalDose).toBeGreaterThan(0);
    }
    for (const family of SUPPLEMENT_FAMILIES) expect(family.products.map((product) => product.key)).toContain(family.defaultKey);
  });
});

describe('analyzeSupplementText', () => {
  it('reads the examples of the spec', () => {
    expect(read('Vitamin D3 2000 IU')).toEqual({ key: 'vitamin_d3_2000iu', quantity: 1, nutrients: { vitamin_d_ug: 50 } });
    expect(read('2 fish oil 1000 mg')).toMatchObject({ key: 'fish_oil_1000mg', quantity: 2, nutrients: { epa_mg: 360, dha_mg: 240 } });
    expect(read('magnesium glycinate 400mg')).toMatchObject({ key: 'magnesium_glycinate_120mg', quantity: 1, nutrients: { magnesium_mg: 400 } });
    expect(read('b12 1000mcg')).toEqual({ key: 'vitamin_b12_1000mcg', quantity: 1, nutrients: { vitamin_b12_ug: 1000 } });
    expect(read('creatine 5g')).toEqual({ key: 'creatine', quantity: 1, nutrients: { creatine_g: 5 } });
  });

  it('converts IU and mass for vitamins A, D and E', () => {
    expect(read('vitamin D3 50 mcg').key).toBe('vitamin_d3_2000iu');
    expect(read('vitamin d 125 µg').nutrients.vitamin_d_ug).toBeCloseTo(125);
    expect(read('vitamin A 10,000 IU').nutrients.vitamin_a_ug).toBeCloseTo(3000);
    expect(read('vitamin E 400 IU').nutrients.vitamin_e_mg).toBeCloseTo(268);
    expect(read('vitamin E 400 IU dl-alpha').nutrients.vitamin_e_mg).toBeCloseTo(180);
  });

  it('reads counts and forms in the usual spellings', () => {
    expect(read('whey protein 2 scoops')).toMatchObject({ key: 'whey_protein', quantity: 2, nutrients: { protein_g: 48, energy_kcal: 240 } });
    expect(read('Omega-3 fish oil x2').quantity).toBe(2);
    expect(read('two magnesium citrate tablets')).toMatchObject({ quantity: 2, nutrients: { magnesium_mg: 200 } });
    expect(read('Vitamin B-12 2500 µg').key).toBe('vitamin_b12_2500mcg');
    expect(read('Nature Made Vitamin C 1,000 mg').key).toBe('vitamin_c_1000mg');
    expect(read("men's multivitamin").key).toBe('multivitamin_men');
    expect(read('probiotic 50 billion CFU').nutrients).toEqual({ probiotic_cfu_billion: 50 });
  });

  it('explains that mineral amounts are elemental', () => {
    expect(analyzeSupplementText('magnesium oxide 400 mg').note).toContain('elemental magnesium');
  });

  it('refuses unknown products, units that do not fit and absurd strengths instead of guessing', () => {
    expect(() => analyzeSupplementText('unicorn dust 5 mg')).toThrow(/not a supplement we recognise/);
    expect(() => analyzeSupplementText('vitamin 1000 mg')).toThrow(SupplementInputError);
    expect(() => analyzeSupplementText('creatine 5 IU')).toThrow(/does not fit Creatine/);
    expect(() => analyzeSupplementText('vitamin D3 2000 mg')).toThrow(/far outside/);
    expect(() => analyzeSupplementText('   ')).toThrow(SupplementInputError);
  });
});
