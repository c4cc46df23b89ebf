import { Button, Card, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { ChatRegular, DeleteRegular, EditRegular, HeartFilled, HeartRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SocialPostCard_post$key } from '../../__generated__/SocialPostCard_post.graphql';
import { ReportAction } from '../reports/ReportAction';
import { SocialAvatar } from './SocialAvatar';
import { SocialComments } from './SocialComments';
import { useDeleteSocialPostMutation } from './useDeleteSocialPostMutation';
import { useLikeSocialPostMutation } from './useLikeSocialPostMutation';
import { useUnlikeSocialPostMutation } from './useUnlikeSocialPostMutation';
import { useUpdateSocialPostMutation } from './useUpdateSocialPostMutation';

const useStyles = makeStyles({
  header: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  meal: { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  mealTitle: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const MEAL_LABELS: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

export function SocialPostCard({ post, connectionId }: { post: SocialPostCard_post$key; connectionId: string }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SocialPostCard_post on SocialPost {
        id
        text
        audience
        createdAt
        editedAt
        likeCount
        commentCount
        viewerHasLiked
        viewerIsAuthor
        author {
          displayName
          avatarLetter
          avatarColor
        }
        meal {
          date
          mealType
          calories
          proteinG
          carbsG
          fatG
          items {
            name
          }
        }
      }
    `,
    post,
  );
  const [like] = useLikeSocialPostMutation();
  const [unlike] = useUnlikeSocialPostMutation();
  const [deletePost, isDeleting] = useDeleteSocialPostMutation(connectionId);
  const [showComments, setShowComments] = useState(false);
  const [updatePost, isUpdating] = useUpdateSocialPostMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const saveEdit = () => {
    if (draft === null) return;
    setEditError(null);
    updatePost({ postId: data.id, text: draft }).then(
      () => setDraft(null),
      (problem: unknown) => setEditError(problem instanceof Error ? problem.message : 'Your post could not be saved. Try again.'),
    );
  };
  const when = new Date(data.createdAt as string).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card id={`post-${data.id}`}>
      <div className={styles.header}>
        <SocialAvatar letter={data.author.avatarLetter} color={data.author.avatarColor} />
        <div>
          <div className={styles.name}>{data.author.displayName}</div>
          <div className={styles.meta}>
            {when} · {data.audience === 'public' ? 'Public' : 'Friends'}
            {data.editedAt ? ' · edited' : ''}
          </div>
        </div>
      </div>
      {draft === null ? (
        <p className={styles.text}>{data.text}</p>
      ) : (
        <div>
          <Field label="Edit your post" validationState={editError ? 'error' : 'none'} validationMessage={editError ?? undefined}>
            <Textarea value={draft} onChange={(_, value) => setDraft(value.value)} resize="vertical" />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" size="small" disabled={isUpdating || !draft.trim()} onClick={saveEdit}>
              Save
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {data.meal && (
        <div className={styles.meal}>
          <div className={styles.mealTitle}>
            {MEAL_LABELS[data.meal.mealType] ?? data.meal.mealType} · {data.meal.calories} kcal
          </div>
          <div className={styles.meta}>
            Protein {data.meal.proteinG} g · Carbs {data.meal.carbsG} g · Fat {data.meal.fatG} g
          </div>
          <div>{data.meal.items.map((item) => item.name).join(', ')}</div>
        </div>
      )}
      <div className={styles.actions}>
        <Button
          appearance="subtle"
          icon={data.viewerHasLiked ? <HeartFilled /> : <HeartRegular />}
          aria-pressed={data.viewerHasLiked}
          onClick={() => void (data.viewerHasLiked ? unlike(data.id) : like(data.id)).catch(() => undefined)}
        >
          Like · {data.likeCount}
        </Button>
        <Button appearance="subtle" icon={<ChatRegular />} aria-expanded={showComments} onClick={() => setShowComments((shown) => !shown)}>
          Comments · {data.commentCount}
        </Button>
        {data.viewerIsAuthor && draft === null && (
          <Button appearance="subtle" icon={<EditRegular />} onClick={() => setDraft(data.text)}>
            Edit
          </Button>
        )}
        {data.viewerIsAuthor ? (
          <Button appearance="subtle" icon={<DeleteRegular />} disabled={isDeleting} onClick={() => void deletePost(data.id).catch(() => undefined)}>
            Delete
          </Button>
        ) : (
          <ReportAction content={data.text} contentType="social_post" accessibleName="Report this post" dialogTitle="Report post" />
        )}
      </div>
      {showComments && (
        <Suspense fallback={<div className={styles.meta}>Loading comments…</div>}>
          <SocialComments postId={data.id} />
        </Suspense>
      )}
    </Card>
  );
}
