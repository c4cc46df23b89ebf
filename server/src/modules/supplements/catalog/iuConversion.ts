import type { IuVitamin } from './supplementProduct.js';

/**
 * Mass per International Unit, in the unit of the app's nutrient key: vitamin D 0.025 µg (1 µg = 40 IU);
 * vitamin A as retinol 0.3 µg RAE; vitamin E as natural d-alpha-tocopherol 0.67 mg (synthetic dl- is 0.45 mg).
 */
export const IU_TO_NUTRIENT: Record<IuVitamin, { nutrient: string; perIu: number; massUnit: 'mcg' | 'mg' }> = {
  vitamin_d: { nutrient: 'vitamin_d_ug', perIu: 0.025, massUnit: 'mcg' },
  vitamin_a: { nutrient: 'vitamin_a_ug', perIu: 0.3, massUnit: 'mcg' },
  vitamin_e: { nutrient: 'vitamin_e_mg', perIu: 0.67, massUnit: 'mg' },
};

export const SYNTHETIC_VITAMIN_E_MG_PER_IU = 0.45;

export function iuToMass(vitamin: IuVitamin, iu: number): number {
  return iu * IU_TO_NUTRIENT[vitamin].perIu;
}
