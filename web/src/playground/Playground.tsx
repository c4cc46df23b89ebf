import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { useMemo, useState, type CSSProperties } from 'react';

type Fetcher = GraphiQLProps['fetcher'];
type FetcherParams = Parameters<Fetcher>[0];
type FetcherOptions = Parameters<Fetcher>[1];

const TOKEN_KEY = 'playgroundToken';

const DEFAULT_QUERY = `# Welcome to the Nutri GraphQL playground.
#
# Paste a bearer token above (or use your signed-in session) to query as a user.
# Open the documentation explorer on the left to browse the schema.
#
# Sign in to get a token:
#   mutation { login(input: { email: "you@example.com", password: "…" }) { token } }

query Me {
  viewer {
    user {
      firstName
      email
      tier
    }
    nutritionTargets {
      calories
      protein
      carbs
      fat
    }
  }
}
`;

function createFetcher(token: string): Fetcher {
  return async (params: FetcherParams, options?: FetcherOptions) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...(token.trim() ? { Authorization: `Bearer ${token.trim()}` } : {}),
        ...(options?.headers as Record<string, string> | undefined),
      },
      body: JSON.stringify(params),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };
}

const styles: Record<string, CSSProperties> = {
  root: { display: 'flex', flexDirection: 'column', height: '100%' },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
    padding: '8px 12px',
    borderBottom: '1px solid rgba(128, 128, 128, 0.3)',
    font: '14px system-ui, sans-serif',
  },
  title: { fontWeight: 600, marginRight: 'auto' },
  input: { flex: '1 1 320px', maxWidth: 560, padding: '6px 8px', font: '13px ui-monospace, monospace' },
  editor: { flex: 1, minHeight: 0 },
};

/** GraphiQL for integrators: schema docs, and a field for the bearer token. */
export function Playground() {
  const [token, setToken] = useState(() => window.localStorage.getItem(TOKEN_KEY) ?? '');
  const fetcher = useMemo(() => createFetcher(token), [token]);
  const sessionToken = window.localStorage.getItem('token');

  const updateToken = (value: string) => {
    setToken(value);
    window.localStorage.setItem(TOKEN_KEY, value);
  };

  return (
    <div style={styles.root}>
      <div style={styles.bar}>
        <span style={styles.title}>Nutri GraphQL playground</span>
        <label htmlFor="bearer-token">Bearer token</label>
        <input
          id="bearer-token"
          style={styles.input}
          type="password"
          autoComplete="off"
          placeholder="Paste a token to send Authorization: Bearer <token>"
          value={token}
          onChange={(event) => updateToken(event.target.value)}
        />
        {sessionToken && (
          <button type="button" onClick={() => updateToken(sessionToken)}>
            Use my signed-in session
          </button>
        )}
        {token && (
          <button type="button" onClick={() => updateToken('')}>
            Clear
          </button>
        )}
      </div>
      <div style={styles.editor}>
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
      </div>
    </div>
  );
}
