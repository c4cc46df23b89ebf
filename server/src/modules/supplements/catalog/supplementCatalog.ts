import { MINERAL_SUPPLEMENTS } from './mineralSupplements.js';
import { MULTIVITAMIN_SUPPLEMENTS } from './multivitaminSupplements.js';
import { OMEGA3_SUPPLEMENTS, OTHER_SUPPLEMENTS, SPORTS_SUPPLEMENTS } from './otherSupplements.js';
import type { SupplementCategory, SupplementFamily, SupplementProduct } from './supplementProduct.js';
import { VITAMIN_SUPPLEMENTS } from './vitaminSupplements.js';

export const SUPPLEMENT_FAMILIES: readonly SupplementFamily[] = [
  ...VITAMIN_SUPPLEMENTS,
  ...MULTIVITAMIN_SUPPLEMENTS,
  ...MINERAL_SUPPLEMENTS,
  ...OMEGA3_SUPPLEMENTS,
  ...SPORTS_SUPPLEMENTS,
  ...OTHER_SUPPLEMENTS,
];

export const SUPPLEMENT_PRODUCTS: readonly SupplementProduct[] = SUPPLEMENT_FAMILIES.flatMap((family) => family.products);

const PRODUCT_BY_KEY = new Map(SUPPLEMENT_PRODUCTS.map((product) => [product.key, product]));
const FAMILY_BY_KEY = new Map(SUPPLEMENT_FAMILIES.map((family) => [family.family, family]));

export function productByKey(key: string): SupplementProduct | null {
  return PRODUCT_BY_KEY.get(key) ?? null;
}

export function familyOf(product: SupplementProduct): SupplementFamily {
  const family = FAMILY_BY_KEY.get(product.family);
  if (!family) throw new Error(`no family ${product.family}`);
  return family;
}

/** Catalog browsing for the log form: products whose name or aliases contain every typed word. */
export function searchSupplementCatalog(query: string | null | undefined, category: SupplementCategory | null | undefined): SupplementProduct[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return SUPPLEMENT_FAMILIES.flatMap((family) => {
    const text = [...family.aliases, ...family.products.map((product) => product.name)].join(' ').toLowerCase();
    if (!words.every((word) => text.includes(word))) return [];
    return family.products.filter((product) => !category || product.category === category);
  });
}
