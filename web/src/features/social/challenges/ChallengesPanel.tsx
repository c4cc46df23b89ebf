import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChallengesPanel_viewer$key } from '../../../__generated__/ChallengesPanel_viewer.graphql';
import { ChallengeCard } from './ChallengeCard';

const NewChallengeDialog = lazy(() => import('./NewChallengeDialog').then(({ NewChallengeDialog }) => ({ default: NewChallengeDialog })));

const useStyles = makeStyles({
  root: { scrollMarginTop: '72px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The viewer's challenges (invitations first) with their leaderboards, and a way to start one with friends. */
export function ChallengesPanel({ viewer }: { viewer: ChallengesPanel_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ChallengesPanel_viewer on Viewer {
        socialChallenges(first: 20) @connection(key: "ChallengesPanel_socialChallenges") {
          __id
          edges {
            node {
              id
              ...ChallengeCard_challenge
            }
          }
        }
        challengeFriends: friends(first: 100) {
          edges {
            node {
              id
              userId
              displayName
            }
          }
        }
        socialChallengeLimits {
          maxDays
          maxFriends
        }
      }
    `,
    viewer,
  );
  const [isCreating, setCreating] = useState(false);
  const connectionId = data.socialChallenges.__id;
  const edges = data.socialChallenges.edges;
  const friends = data.challengeFriends.edges.map((edge) => edge.node);
  const limits = data.socialChallengeLimits;
  return (
    <Card id="challenges" className={styles.root}>
      <CardHeader
        header={
          <Text weight="semibold" as="h2">
            Challenges
          </Text>
        }
        action={
          <Button appearance="primary" size="small" onClick={() => setCreating(true)}>
            New challenge
          </Button>
        }
      />
      {edges.length === 0 ? (
        <Text className={styles.muted}>Challenge friends to log every day or to hit their protein target. Only the people in a challenge see it.</Text>
      ) : (
        <div className={styles.list}>
          {edges.map((edge) => (
            <ChallengeCard key={edge.node.id} challenge={edge.node} connectionId={connectionId} friends={friends} maxFriends={limits.maxFriends} />
          ))}
        </div>
      )}
      {isCreating && (
        <Suspense fallback={null}>
          <NewChallengeDialog friends={friends} maxDays={limits.maxDays} connectionId={connectionId} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Card>
  );
}
