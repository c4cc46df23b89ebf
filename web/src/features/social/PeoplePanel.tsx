import { Button, Card, CardHeader, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Suspense, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRefetchableFragment } from 'react-relay';
import type { PeoplePanel_viewer$key } from '../../__generated__/PeoplePanel_viewer.graphql';
import type { PeoplePanelRefetchQuery } from '../../__generated__/PeoplePanelRefetchQuery.graphql';
import type { PeoplePanelSearchQuery } from '../../__generated__/PeoplePanelSearchQuery.graphql';
import { AppLink } from '../../shell/AppLink';
import { SocialAvatar } from './SocialAvatar';
import { useAcceptFriendRequestMutation } from './useAcceptFriendRequestMutation';
import { useBlockUserMutation } from './useBlockUserMutation';
import { useCancelFriendRequestMutation } from './useCancelFriendRequestMutation';
import { useDeclineFriendRequestMutation } from './useDeclineFriendRequestMutation';
import { useRemoveFriendMutation } from './useRemoveFriendMutation';
import { useSendFriendRequestMutation } from './useSendFriendRequestMutation';
import { useUnblockUserMutation } from './useUnblockUserMutation';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Person {
  id: string;
  userId: string;
  displayName: string;
  avatarLetter: string;
  avatarColor: string;
  relation?: string;
}

function PersonRow({ person, children }: { person: Person; children: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.row}>
      <SocialAvatar letter={person.avatarLetter} color={person.avatarColor} />
      <span className={styles.name}>
        <AppLink to={`/social/people/${person.id}`}>{person.displayName}</AppLink>
      </span>
      {children}
    </li>
  );
}

function SearchResults({ query, run }: { query: string; run: (action: () => Promise<void>) => void }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<PeoplePanelSearchQuery>(
    graphql`
      query PeoplePanelSearchQuery($query: String!) {
        searchPeople(query: $query) {
          id
          userId
          displayName
          avatarLetter
          avatarColor
          relation
        }
      }
    `,
    { query },
    { fetchPolicy: 'network-only' },
  );
  const [send] = useSendFriendRequestMutation();
  if (!data.searchPeople.length) return <Text className={styles.muted}>Nobody found. Try another name, or their whole email address.</Text>;
  return (
    <ul className={styles.list} aria-label="Search results">
      {data.searchPeople.map((person) => (
        <PersonRow key={person.id} person={person}>
          {person.relation === 'none' ? (
            <Button size="small" onClick={() => run(() => send(person.userId))}>
              Add friend
            </Button>
          ) : (
            <Text className={styles.muted}>
              {person.relation === 'friends' ? 'Friends' : person.relation === 'request_sent' ? 'Request sent' : 'Asked you'}
            </Text>
          )}
        </PersonRow>
      ))}
    </ul>
  );
}

export function PeoplePanel({ viewer }: { viewer: PeoplePanel_viewer$key }) {
  const styles = useStyles();
  const [data, refetch] = useRefetchableFragment<PeoplePanelRefetchQuery, PeoplePanel_viewer$key>(
    graphql`
      fragment PeoplePanel_viewer on Viewer @refetchable(queryName: "PeoplePanelRefetchQuery") {
        friends(first: 100) {
          edges {
            node {
              id
              userId
              displayName
              avatarLetter
              avatarColor
            }
          }
        }
        incomingFriendRequests(first: 100) {
          edges {
            node {
              id
              userId
              displayName
              avatarLetter
              avatarColor
            }
          }
        }
        blockedPeople {
          id
          userId
          displayName
          avatarLetter
          avatarColor
        }
        outgoingFriendRequests(first: 100) {
          edges {
            node {
              id
              userId
              displayName
              avatarLetter
              avatarColor
            }
          }
        }
      }
    `,
    viewer,
  );
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [accept] = useAcceptFriendRequestMutation();
  const [decline] = useDeclineFriendRequestMutation();
  const [cancel] = useCancelFriendRequestMutation();
  const [remove] = useRemoveFriendMutation();
  const [block] = useBlockUserMutation();
  const [unblock] = useUnblockUserMutation();

  const changed = useCallback(() => {
    refetch({}, { fetchPolicy: 'network-only' });
    setSearchKey((key) => key + 1);
  }, [refetch]);
  const run = useCallback(
    (action: () => Promise<void>) => {
      setError(null);
      action().then(changed, (problem: unknown) => setError(problem instanceof Error ? problem.message : 'That did not work. Try again.'));
    },
    [changed],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    if ([...draft.trim()].length < 2) {
      setError('Type at least 2 characters of a name, or a whole email address.');
      return;
    }
    setError(null);
    setQuery(draft.trim());
  };

  return (
    <Card>
      <CardHeader
        header={
          <Text weight="semibold" as="h2">
            Friends
          </Text>
        }
      />
      <div className={styles.section}>
        <h3 className={styles.heading}>Find people</h3>
        <form className={styles.form} onSubmit={search} role="search">
          <Input
            className={styles.input}
            value={draft}
            onChange={(_, value) => setDraft(value.value)}
            aria-label="Display name or exact email"
            placeholder="Display name or exact email"
          />
          <Button type="submit">Search</Button>
        </form>
        {error && (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        )}
        {query && (
          <Suspense fallback={<Text className={styles.muted}>Searching…</Text>}>
            <SearchResults key={`${query}:${searchKey}`} query={query} run={run} />
          </Suspense>
        )}
      </div>
      {data.incomingFriendRequests.edges.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.heading}>Friend requests</h3>
          <ul className={styles.list}>
            {data.incomingFriendRequests.edges.map(({ node }) => (
              <PersonRow key={node.id} person={node}>
                <Button size="small" appearance="primary" onClick={() => run(() => accept(node.userId))}>
                  Accept
                </Button>
                <Button size="small" onClick={() => run(() => decline(node.userId))}>
                  Decline
                </Button>
              </PersonRow>
            ))}
          </ul>
        </div>
      )}
      {data.outgoingFriendRequests.edges.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.heading}>Sent requests</h3>
          <ul className={styles.list}>
            {data.outgoingFriendRequests.edges.map(({ node }) => (
              <PersonRow key={node.id} person={node}>
                <Button size="small" onClick={() => run(() => cancel(node.userId))}>
                  Cancel
                </Button>
              </PersonRow>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.section}>
        <h3 className={styles.heading}>Your friends</h3>
        {data.friends.edges.length === 0 ? (
          <Text className={styles.muted}>No friends yet. Search for people above to send a request.</Text>
        ) : (
          <ul className={styles.list}>
            {data.friends.edges.map(({ node }) => (
              <PersonRow key={node.id} person={node}>
                <Button size="small" onClick={() => run(() => remove(node.userId))} aria-label={`Remove ${node.displayName} from friends`}>
                  Remove
                </Button>
                <Button size="small" onClick={() => run(() => block(node.userId))} aria-label={`Block ${node.displayName}`}>
                  Block
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </div>
      {data.blockedPeople.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.heading}>Blocked</h3>
          <ul className={styles.list}>
            {data.blockedPeople.map((node) => (
              <PersonRow key={node.id} person={node}>
                <Button size="small" onClick={() => run(() => unblock(node.userId))} aria-label={`Unblock ${node.displayName}`}>
                  Unblock
                </Button>
              </PersonRow>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
