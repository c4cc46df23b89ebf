import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSupplementAnalysisQuery, useSupplementAnalysisQuery$data } from '../../__generated__/useSupplementAnalysisQuery.graphql';
import { toRequestError } from '../../relay/graphqlErrors';

const supplementAnalysisQuery = graphql`
  query useSupplementAnalysisQuery($query: String!) {
    supplementAnalysis(query: $query) {
      query
      name
      quantity
      form
      note
      nutrients {
        key
        label
        amount
        unit
      }
    }
  }
`;

export type SupplementAnalysis = useSupplementAnalysisQuery$data['supplementAnalysis'];

export type AnalysisState =
  { status: 'idle' } | { status: 'loading' } | { status: 'understood'; analysis: SupplementAnalysis } | { status: 'unrecognised'; message: string };

/** Waits for a pause in typing so each keystroke does not cost a request. */
export const PREVIEW_DEBOUNCE_MS = 350;

/** What the server understood from free text such as '2 fish oil 1000 mg', read as the user types. */
export function useSupplementAnalysis(text: string): AnalysisState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const query = text.trim();

  useEffect(() => {
    if (query.length < 2) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    let subscription: { unsubscribe(): void } | null = null;
    const timer = window.setTimeout(() => {
      subscription = fetchQuery<useSupplementAnalysisQuery>(environment, supplementAnalysisQuery, { query }).subscribe({
        next: (data) => setState({ status: 'understood', analysis: data.supplementAnalysis }),
        error: (error: unknown) => setState({ status: 'unrecognised', message: toRequestError(error).message }),
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, query]);

  return state;
}
