import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { useMarkerCatalogQuery, useMarkerCatalogQuery$data } from '../../__generated__/useMarkerCatalogQuery.graphql';

const markerCatalogQuery = graphql`
  query useMarkerCatalogQuery($after: String) {
    bloodworkMarkers(first: 100, after: $after) {
      edges {
        node {
          key
          name
          category
          aliases
          unit
          units
          refLow
          refHigh
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export type BloodworkMarker = useMarkerCatalogQuery$data['bloodworkMarkers']['edges'][number]['node'];

// The catalog is small (a few hundred markers) and fixed per release, so it is read once
// per environment and searched locally: autocomplete answers on every keystroke, offline too.
const catalogs = new WeakMap<Environment, Promise<BloodworkMarker[]>>();

async function loadCatalog(environment: Environment): Promise<BloodworkMarker[]> {
  const markers: BloodworkMarker[] = [];
  let after: string | null = null;
  for (;;) {
    const data: useMarkerCatalogQuery$data | undefined = await fetchQuery<useMarkerCatalogQuery>(environment, markerCatalogQuery, { after }).toPromise();
    if (!data) break;
    markers.push(...data.bloodworkMarkers.edges.map((edge) => edge.node));
    if (!data.bloodworkMarkers.pageInfo.hasNextPage) break;
    after = data.bloodworkMarkers.pageInfo.endCursor ?? null;
    if (!after) break;
  }
  return markers;
}

export function useMarkerCatalog(): { markers: ReadonlyArray<BloodworkMarker>; isLoading: boolean; error: string | null } {
  const environment = useRelayEnvironment() as Environment;
  const [state, setState] = useState<{ markers: ReadonlyArray<BloodworkMarker>; isLoading: boolean; error: string | null }>({
    markers: [],
    isLoading: true,
    error: null,
  });
  useEffect(() => {
    let isCurrent = true;
    let catalog = catalogs.get(environment);
    if (!catalog) {
      catalog = loadCatalog(environment);
      catalogs.set(environment, catalog);
      catalog.catch(() => catalogs.delete(environment));
    }
    catalog.then(
      (markers) => isCurrent && setState({ markers, isLoading: false, error: null }),
      () => isCurrent && setState({ markers: [], isLoading: false, error: 'The marker list could not be loaded.' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [environment]);
  return state;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/** Markers whose name, key or an alias matches the typed text; name-prefix matches first. */
export function searchMarkers(markers: ReadonlyArray<BloodworkMarker>, text: string, limit = 20): BloodworkMarker[] {
  const query = normalise(text);
  if (!query) return markers.slice(0, limit);
  const scored: { marker: BloodworkMarker; score: number }[] = [];
  for (const marker of markers) {
    const name = normalise(marker.name);
    const aliases = marker.aliases.map(normalise);
    let score = -1;
    if (name.startsWith(query)) score = 0;
    else if (aliases.some((alias) => alias === query)) score = 1;
    else if (aliases.some((alias) => alias.startsWith(query))) score = 2;
    else if (name.includes(query) || normalise(marker.key).includes(query)) score = 3;
    else if (aliases.some((alias) => alias.includes(query))) score = 4;
    if (score >= 0) scored.push({ marker, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.marker.name.localeCompare(b.marker.name))
    .slice(0, limit)
    .map(({ marker }) => marker);
}
