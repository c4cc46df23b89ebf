import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSupplementCatalogSearchQuery, useSupplementCatalogSearchQuery$data } from '../../__generated__/useSupplementCatalogSearchQuery.graphql';

const supplementCatalogQuery = graphql`
  query useSupplementCatalogSearchQuery($query: String) {
    supplementCatalog(query: $query, first: 40) {
      edges {
        node {
          key
          name
          form
          category
          typicalDose
          strength {
            amount
            unit
            of
          }
        }
      }
    }
  }
`;

export type SupplementProduct = useSupplementCatalogSearchQuery$data['supplementCatalog']['edges'][number]['node'];

/** Catalog products matching the typed words (all of them, alphabetically, before anything is typed). */
export function useSupplementCatalogSearch(text: string): { products: ReadonlyArray<SupplementProduct>; isLoading: boolean } {
  const environment = useRelayEnvironment();
  const [products, setProducts] = useState<ReadonlyArray<SupplementProduct>>([]);
  const [isLoading, setLoading] = useState(false);
  const query = text.trim();

  useEffect(() => {
    setLoading(true);
    const timer = window.setTimeout(() => {
      subscription = fetchQuery<useSupplementCatalogSearchQuery>(environment, supplementCatalogQuery, { query: query || null }).subscribe({
        next: (data) => {
          setProducts(data.supplementCatalog.edges.map((edge) => edge.node));
          setLoading(false);
        },
        error: () => setLoading(false),
      });
    }, 200);
    let subscription: { unsubscribe(): void } | null = null;
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, query]);

  return { products, isLoading };
}
