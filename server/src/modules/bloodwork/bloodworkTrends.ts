import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../graphql/errors.js';
import { toGlobalId } from '../../graphql/globalId.js';
import type { User } from '../users/user.entity.js';
import type { BloodworkMarker, MarkerTrend } from './bloodwork.type.js';
import { sexOf } from './bloodwork.service.js';
import { BloodworkEntry, BloodworkStatus } from './bloodworkEntry.entity.js';
import { defaultRange, unitsOf } from './labValues.js';
import type { Marker } from './markers/marker.js';
import { MARKER_CATALOG, markerNameKey } from './markers/markerCatalog.js';

export const MARKER_CATEGORIES: readonly string[] = [...new Set(MARKER_CATALOG.map((marker) => marker.category))];
const CATALOG_ORDER = new Map(MARKER_CATALOG.map((marker, index) => [marker.key, index]));
const MARKER_BY_KEY = new Map(MARKER_CATALOG.map((marker) => [marker.key, marker]));

export function checkCategory(category: string | null | undefined): string | null {
  if (!category) return null;
  const normalised = category.trim().toLowerCase();
  if (!MARKER_CATEGORIES.includes(normalised)) {
    throw badInput(`'${category}' is not a marker category. Use one of: ${MARKER_CATEGORIES.join(', ')}.`, [
      { field: 'category', message: 'Unknown category' },
    ]);
  }
  return normalised;
}

/**
 * Each marker's values over time (oldest first) with its default range for the user's sex as the band to shade.
 * Drafts are left out until confirmed.
 */
export async function bloodworkTrends(em: EntityManager, user: User, category: string | null): Promise<MarkerTrend[]> {
  const wanted = checkCategory(category);
  const entries = await em.find(
    BloodworkEntry,
    { user: user.id, status: BloodworkStatus.confirmed },
    { fields: ['date', 'labValues'], orderBy: [{ date: 'asc' }, { createdAt: 'asc' }] },
  );
  const trends = new Map<string, MarkerTrend>();
  for (const entry of entries) {
    for (const value of entry.labValues) {
      if (wanted && value.category !== wanted) continue;
      const marker = MARKER_BY_KEY.get(value.marker);
      const range = marker ? defaultRange(marker, sexOf(user)) : null;
      const trend = trends.get(value.marker) ?? {
        marker: value.marker,
        name: value.name,
        category: value.category,
        unit: value.unit,
        refLow: range?.low ?? null,
        refHigh: range?.high ?? null,
        points: [],
      };
      trend.points.push({
        date: entry.date,
        value: value.value,
        flag: value.flag,
        refLow: value.refLow,
        refHigh: value.refHigh,
        entryId: toGlobalId('BloodworkEntry', entry.id),
      });
      trends.set(value.marker, trend);
    }
  }
  return [...trends.values()].sort((a, b) => (CATALOG_ORDER.get(a.marker) ?? 0) - (CATALOG_ORDER.get(b.marker) ?? 0));
}

export function markerView(marker: Marker, user: User): BloodworkMarker {
  const range = defaultRange(marker, sexOf(user));
  return {
    key: marker.key,
    name: marker.name,
    category: marker.category,
    loinc: marker.loinc ?? null,
    unit: marker.canonicalUnit,
    units: unitsOf(marker),
    aliases: [...marker.aliases],
    refLow: range?.low ?? null,
    refHigh: range?.high ?? null,
    explanation: marker.explanation,
  };
}

/** Catalog search for manual entry: every typed word must start a word of the marker's name, key or an alias. */
export function searchMarkers(query: string | null, category: string | null): Marker[] {
  const wanted = checkCategory(category);
  const words = markerNameKey(query ?? '')
    .split(' ')
    .filter(Boolean);
  return MARKER_CATALOG.filter((marker) => {
    if (wanted && marker.category !== wanted) return false;
    if (words.length === 0) return true;
    const names = [marker.name, marker.key.replace(/_/g, ' '), ...marker.aliases].map((name) => markerNameKey(name).split(' '));
    return names.some((nameWords) => words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))));
  });
}
