import { Button, Card, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Textarea, tokens } from '@fluentui/react-components';
import { PeopleCommunityRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { SocialFeed_viewer$key } from '../../__generated__/SocialFeed_viewer.graphql';
import type { SocialFeedPaginationQuery } from '../../__generated__/SocialFeedPaginationQuery.graphql';
import type { CreateSocialPostInput } from '../../__generated__/useCreateSocialPostMutation.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { SocialPostCard } from './SocialPostCard';
import { useCreateSocialPostMutation } from './useCreateSocialPostMutation';

const POST_MAX = 1000;

type MealChoice = 'breakfast' | 'lunch' | 'dinner' | 'snack';
/** What the composer can attach. Lab values are never offered: they are not shareable. */
type ShareKind = '' | 'meal' | 'day' | 'recipe' | 'logging_streak' | 'days_on_target' | 'weight_change';
/** A recipe by its name, with the changes asked for in the assistant ('more protein'…), which the server applies again. */
interface RecipeChoice {
  name: string;
  changes: readonly string[];
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The one thing a post shares, as the create mutation takes it. */
function shareInput(kind: ShareKind, date: string, meal: MealChoice, recipe: RecipeChoice): Omit<CreateSocialPostInput, 'text' | 'audience'> {
  switch (kind) {
    case 'meal':
      return { meal: { date, mealType: meal } };
    case 'day':
      return { day: { date } };
    case 'recipe':
      return { recipe: { name: recipe.name.trim(), modifications: recipe.changes } };
    case 'logging_streak':
    case 'days_on_target':
    case 'weight_change':
      return { milestone: { kind } };
    default:
      return {};
  }
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
  // The assistant's recipe dialog opens Social with the recipe to share: ?shareRecipe=<name>&recipeChange=<request>…
  const [searchParams] = useSearchParams();
  const sharedRecipe = searchParams.get('shareRecipe');
  const [shareKind, setShareKind] = useState<ShareKind>(sharedRecipe ? 'recipe' : '');
  const [meal, setMeal] = useState<MealChoice>('breakfast');
  const [shareDate, setShareDate] = useState(localToday);
  const [recipe, setRecipe] = useState<RecipeChoice>(() => ({ name: sharedRecipe ?? '', changes: sharedRecipe ? searchParams.getAll('recipeChange') : [] }));
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
      await createPost({ text, audience, ...shareInput(shareKind, shareDate, meal, recipe) });
      setText('');
      setShareKind('');
      setRecipe({ name: '', changes: [] });
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
            <Field label="Attach (optional)" hint="A copy as it is now; later changes to your diary don't change the post.">
              <Select value={shareKind} onChange={(_, value) => setShareKind(value.value as ShareKind)}>
                <option value="">Nothing</option>
                <option value="meal">A logged meal</option>
                <option value="day">A day against my targets</option>
                <option value="recipe">A recipe from the assistant</option>
                <option value="logging_streak">My logging streak</option>
                <option value="days_on_target">My days on target</option>
                <option value="weight_change">My weight change</option>
              </Select>
            </Field>
            {shareKind === 'meal' && (
              <Field label="Meal">
                <Select value={meal} onChange={(_, value) => setMeal(value.value as MealChoice)}>
                  <option value="breakfast">Breakfast</option>
                  <option value="lunch">Lunch</option>
                  <option value="dinner">Dinner</option>
                  <option value="snack">Snack</option>
                </Select>
              </Field>
            )}
            {(shareKind === 'meal' || shareKind === 'day') && (
              <Field label={shareKind === 'meal' ? 'Day of the meal' : 'Day'}>
                <Input type="date" value={shareDate} onChange={(_, value) => setShareDate(value.value)} />
              </Field>
            )}
            {shareKind === 'recipe' && (
              <Field
                label="Recipe name"
                hint={
                  recipe.changes.length
                    ? `Changed: ${recipe.changes.join('; ')}`
                    : 'As the assistant named it, for example Greek Yogurt Berry Parfait. Or open a recipe in the assistant and choose Share.'
                }
              >
                <Input value={recipe.name} onChange={(_, value) => setRecipe({ name: value.value, changes: [] })} maxLength={200} />
              </Field>
            )}
            <Field label="Who can see it">
              <Select value={audience} onChange={(_, value) => setAudience(value.value as 'friends' | 'public')}>
                <option value="friends">Friends</option>
                <option value="public">Everyone (public profile)</option>
              </Select>
            </Field>
            <Button
              type="submit"
              appearance="primary"
              disabled={isPosting || !text.trim() || length > POST_MAX || (shareKind === 'recipe' && !recipe.name.trim())}
            >
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
