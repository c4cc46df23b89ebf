import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SocialPersonPosts_profile$key } from '../../__generated__/SocialPersonPosts_profile.graphql';
import type { SocialPersonPostsPaginationQuery } from '../../__generated__/SocialPersonPostsPaginationQuery.graphql';
import { SocialPostCard } from './SocialPostCard';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A person's posts the viewer may read (the server leaves out the rest), newest first. */
export function SocialPersonPosts({ profile, emptyText }: { profile: SocialPersonPosts_profile$key; emptyText: string }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SocialPersonPostsPaginationQuery, SocialPersonPosts_profile$key>(
    graphql`
      fragment SocialPersonPosts_profile on SocialProfile
      @refetchable(queryName: "SocialPersonPostsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        posts(first: $first, after: $after) @connection(key: "SocialPersonPosts_posts") {
          __id
          edges {
            node {
              id
              ...SocialPostCard_post
            }
          }
        }
      }
    `,
    profile,
  );
  const connectionId = data.posts.__id;
  return (
    <section className={styles.stack} aria-label="Posts">
      {data.posts.edges.length === 0 ? (
        <Text className={styles.muted}>{emptyText}</Text>
      ) : (
        data.posts.edges.map((edge) => <SocialPostCard key={edge.node.id} post={edge.node} connectionId={connectionId} />)
      )}
      {hasNext && (
        <Button appearance="secondary" onClick={() => loadNext(10)} disabled={isLoadingNext}>
          {isLoadingNext ? <Spinner size="tiny" label="Loading more posts" /> : 'Show more posts'}
        </Button>
      )}
    </section>
  );
}
