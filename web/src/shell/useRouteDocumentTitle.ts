import { useEffect } from 'react';
import { useMatches } from 'react-router';

const PRODUCT = 'Nutri';

/** The title a route declares in its `handle`: the deepest match that has one. */
export function routeTitle(matches: ReadonlyArray<{ handle?: unknown }>): string | undefined {
  return matches.map((match) => (match.handle as { title?: string } | undefined)?.title).findLast((title) => title !== undefined);
}

/** Sets document.title from the current route: "Food Log · Nutri"; the product's own title stands alone. */
export function useRouteDocumentTitle(): void {
  const title = routeTitle(useMatches());
  useEffect(() => {
    document.title = !title ? PRODUCT : title.startsWith(PRODUCT) ? title : `${title} · ${PRODUCT}`;
  }, [title]);
}
