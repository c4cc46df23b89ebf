import { Button, Card, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { PersonProhibitedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { SocialPersonPageQuery, SocialPersonPageQuery$data } from '../../__generated__/SocialPersonPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { AppLink } from '../../shell/AppLink';
import { EmptyState } from '../../shell/EmptyState';
import { SocialAvatar } from './SocialAvatar';
import { SocialPersonPosts } from './SocialPersonPosts';
import { useAcceptFriendRequestMutation } from './useAcceptFriendRequestMutation';
import { useBlockUserMutation } from './useBlockUserMutation';
import { useCancelFriendRequestMutation } from './useCancelFriendRequestMutation';
import { useDeclineFriendRequestMutation } from './useDeclineFriendRequestMutation';
import { useRemoveFriendMutation } from './useRemoveFriendMutation';
import { useSendFriendRequestMutation } from './useSendFriendRequestMutation';

const personQuery = graphql`
  query SocialPersonPageQuery($userId: ID!) {
    socialProfile(userId: $userId) {
      id
      userId
      displayName
      avatarLetter
      avatarColor
      bio
      relation
      loggingStreak
      progress {
        weightChangeKg
        daysOnTarget
        outOfDays
      }
      ...SocialPersonPosts_profile
    }
  }
`;

export function socialPersonLoader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadRouteQuery<SocialPersonPageQuery>('social-person', personQuery, { userId: params.personId ?? '' }), userId: params.personId ?? '' };
}

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  header: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
  name: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  bio: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  stats: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
  stat: { display: 'flex', flexDirection: 'column' },
  statValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

type Person = NonNullable<SocialPersonPageQuery$data['socialProfile']>;

const RELATION_TEXT: Record<string, string> = {
  friends: 'You are friends',
  request_sent: 'Friend request sent',
  request_received: 'Asked to be your friend',
  self: 'This is you',
};

function Stats({ person }: { person: Person }) {
  const styles = useStyles();
  if (person.loggingStreak == null) return null;
  const change = person.progress?.weightChangeKg;
  return (
    <div className={styles.stats}>
      <div className={styles.stat}>
        <span className={styles.statValue}>
          {person.loggingStreak} {person.loggingStreak === 1 ? 'day' : 'days'}
        </span>
        <span className={styles.muted}>Logging streak</span>
      </div>
      {person.progress && (
        <>
          <div className={styles.stat}>
            <span className={styles.statValue}>
              {person.progress.daysOnTarget} of {person.progress.outOfDays}
            </span>
            <span className={styles.muted}>Days on target</span>
          </div>
          {change != null && (
            <div className={styles.stat}>
              <span className={styles.statValue}>
                {change > 0 ? '+' : ''}
                {change} kg
              </span>
              <span className={styles.muted}>Weight change</span>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function FriendActions({ person, refresh }: { person: Person; refresh(): Promise<void> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [send] = useSendFriendRequestMutation();
  const [accept] = useAcceptFriendRequestMutation();
  const [decline] = useDeclineFriendRequestMutation();
  const [cancel] = useCancelFriendRequestMutation();
  const [remove] = useRemoveFriendMutation();
  const [block] = useBlockUserMutation();
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (person.relation === 'self') return <AppLink to="/social">Edit your social profile and privacy</AppLink>;

  const run = async (action: () => Promise<void>, after: () => Promise<void> | void = refresh) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await after();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const id = person.userId;
  return (
    <>
      <div className={styles.actions}>
        {person.relation === 'none' && (
          <Button appearance="primary" disabled={isBusy} onClick={() => void run(() => send(id))}>
            Add friend
          </Button>
        )}
        {person.relation === 'request_received' && (
          <>
            <Button appearance="primary" disabled={isBusy} onClick={() => void run(() => accept(id))}>
              Accept
            </Button>
            <Button disabled={isBusy} onClick={() => void run(() => decline(id))}>
              Decline
            </Button>
          </>
        )}
        {person.relation === 'request_sent' && (
          <Button disabled={isBusy} onClick={() => void run(() => cancel(id))}>
            Cancel request
          </Button>
        )}
        {person.relation === 'friends' && (
          <Button disabled={isBusy} onClick={() => void run(() => remove(id))}>
            Remove friend
          </Button>
        )}
        {!isConfirmingBlock ? (
          <Button appearance="subtle" icon={<PersonProhibitedRegular />} disabled={isBusy} onClick={() => setConfirmingBlock(true)}>
            Block
          </Button>
        ) : (
          <>
            <Text>Block {person.displayName}? Neither of you will be able to find, see or contact the other.</Text>
            <Button
              appearance="primary"
              disabled={isBusy}
              onClick={() =>
                void run(
                  () => block(id),
                  () => navigate('/social'),
                )
              }
            >
              Block {person.displayName}
            </Button>
            <Button disabled={isBusy} onClick={() => setConfirmingBlock(false)}>
              Cancel
            </Button>
          </>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/** The person page's content, given the preloaded profile query (exported for tests). */
export function SocialPersonContent({ queryRef, userId }: { queryRef: PreloadedQuery<SocialPersonPageQuery>; userId: string }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<SocialPersonPageQuery>(personQuery, queryRef);
  const person = data.socialProfile;
  // A friend action can widen what the viewer may see (streak, posts): read the profile again.
  const refresh = async () => {
    await fetchQuery<SocialPersonPageQuery>(environment, personQuery, { userId }, { fetchPolicy: 'network-only' }).toPromise();
  };
  if (!person) {
    // The same words whether the person does not exist, is private or is in a block: nothing leaks.
    return (
      <EmptyState icon={<PersonProhibitedRegular />} title="This profile isn't available">
        It may be private, or the link may be wrong. <AppLink to="/social">Back to Social</AppLink>
      </EmptyState>
    );
  }
  const isFull = person.loggingStreak != null;
  return (
    <div className={styles.layout}>
      <AppLink to="/social">← Back to Social</AppLink>
      <Card>
        <div className={styles.header}>
          <SocialAvatar letter={person.avatarLetter} color={person.avatarColor} />
          <div className={styles.who}>
            <h1 className={styles.name}>{person.displayName}</h1>
            {RELATION_TEXT[person.relation] && <Text className={styles.muted}>{RELATION_TEXT[person.relation]}</Text>}
          </div>
        </div>
        {person.bio && <p className={styles.bio}>{person.bio}</p>}
        <Stats person={person} />
        <FriendActions person={person} refresh={refresh} />
      </Card>
      <SocialPersonPosts
        profile={person}
        emptyText={
          isFull ? 'No posts you can see yet.' : `${person.displayName} shares with friends only. Once you are friends, their posts and streak appear here.`
        }
      />
    </div>
  );
}

export function SocialPersonPage() {
  const { queryRef, userId } = useLoaderData<ReturnType<typeof socialPersonLoader>>();
  return queryRef && <SocialPersonContent queryRef={queryRef} userId={userId} />;
}
