import { Button, Card, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Textarea, tokens } from '@fluentui/react-components';
import { PeopleCommunityRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SocialFeed_viewer$key } from '../../__generated__/SocialFeed_viewer.graphql';
import type { SocialFeedPaginationQuery } from '../../__generated__/SocialFeedPaginationQuery.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { SocialPostCard } from './SocialPostCard';
import { useCreateSocialPostMutation } from './useCreateSocialPostMutation';

const POST_MAX = 1000;

type MealChoice = '' | 'breakfast' | 'lunch' | 'dinner' | 'snack';

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  composerRow: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap', justifyContent: 'space-between' },
  sentinel: { height: '1px' },
});

export function SocialFeed({ viewer }: { viewer: SocialFeed_viewer$key }) {
  const styles = useStyles();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SocialFeedPaginationQuery, SocialFeed_viewer$key>(
    graphql`
      fragment SocialFeed_viewer on Viewer
      @refetchable(queryName: "SocialFeedPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        socialFeed(first: $first, after: $after) @connection(key: "SocialFeed_socialFeed") {
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
    viewer,
  );
  const connectionId = data.socialFeed.__id;
  const [createPost, isPosting] = useCreateSocialPostMutation(connectionId);
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<'friends' | 'public'>('friends');
  const [meal, setMeal] = useState<MealChoice>('');
  const [mealDate, setMealDate] = useState(localToday);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingNext) loadNext(10);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await createPost({ text, audience, meal: meal ? { date: mealDate, mealType: meal } : null });
      setText('');
      setMeal('');
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Your post could not be shared. Try again.');
    }
  };
  const length = [...text].length;

  return (
    <div className={styles.stack}>
      <Card>
        <form onSubmit={submit} className={styles.stack}>
          <Field
            label="Share with your friends"
            hint={`${length.toLocaleString('en-US')} / ${POST_MAX.toLocaleString('en-US')}`}
            validationState={length > POST_MAX ? 'error' : 'none'}
          >
            <Textarea value={text} onChange={(_, value) => setText(value.value)} placeholder="How is your day going?" resize="vertical" />
          </Field>
          <div className={styles.composerRow}>
            <Field label="Share a logged meal (optional)">
              <Select value={meal} onChange={(_, value) => setMeal(value.value as MealChoice)}>
                <option value="">No meal</option>
                <option value="breakfast">Breakfast</option>
                <option value="lunch">Lunch</option>
                <option value="dinner">Dinner</option>
                <option value="snack">Snack</option>
              </Select>
            </Field>
            {meal && (
              <Field label="Day of the meal">
                <Input type="date" value={mealDate} onChange={(_, value) => setMealDate(value.value)} />
              </Field>
            )}
            <Field label="Who can see it">
              <Select value={audience} onChange={(_, value) => setAudience(value.value as 'friends' | 'public')}>
                <option value="friends">Friends</option>
                <option value="public">Everyone (public profile)</option>
              </Select>
            </Field>
            <Button type="submit" appearance="primary" disabled={isPosting || !text.trim() || length > POST_MAX}>
              Post
            </Button>
          </div>
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
        </form>
      </Card>
      {data.socialFeed.edges.length === 0 ? (
        <EmptyState icon={<PeopleCommunityRegular />} title="Your feed is empty">
          Find friends under Find people by their display name or their exact email address and send a friend request. Once they accept, their posts appear
          here, and your posts appear in theirs.
        </EmptyState>
      ) : (
        data.socialFeed.edges.map((edge) => <SocialPostCard key={edge.node.id} post={edge.node} connectionId={connectionId} />)
      )}
      {hasNext && (
        <Button appearance="secondary" onClick={() => loadNext(10)} disabled={isLoadingNext}>
          {isLoadingNext ? <Spinner size="tiny" label="Loading more posts" /> : 'Show more posts'}
        </Button>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
