import { Button, Card, Field, makeStyles, MessageBar, MessageBarBody, Select, Textarea, tokens } from '@fluentui/react-components';
import { ChatRegular, DeleteRegular, EditRegular, HeartFilled, HeartRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SocialPostCard_post$key } from '../../__generated__/SocialPostCard_post.graphql';
import { AppLink } from '../../shell/AppLink';
import { ReportAction } from '../reports/ReportAction';
import { SharedSnapshot } from './SharedSnapshot';
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
  editRow: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

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
        hiddenByModerators
        author {
          profileId
          displayName
          avatarLetter
          avatarColor
        }
        ...SharedSnapshot_post
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
  const [draftAudience, setDraftAudience] = useState<'friends' | 'public'>('friends');
  const [editError, setEditError] = useState<string | null>(null);
  const saveEdit = () => {
    if (draft === null) return;
    setEditError(null);
    updatePost({ postId: data.id, text: draft, audience: draftAudience }).then(
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
          <div className={styles.name}>
            <AppLink to={`/social/people/${data.author.profileId}`}>{data.author.displayName}</AppLink>
          </div>
          <div className={styles.meta}>
            {when} · {data.audience === 'public' ? 'Public' : 'Friends'}
            {data.editedAt ? ' · edited' : ''}
          </div>
        </div>
      </div>
      {data.hiddenByModerators && (
        <MessageBar intent="warning">
          <MessageBarBody>Hidden by moderators after a report. Only you can see this post.</MessageBarBody>
        </MessageBar>
      )}
      {draft === null ? (
        <p className={styles.text}>{data.text}</p>
      ) : (
        <div>
          <Field label="Edit your post" validationState={editError ? 'error' : 'none'} validationMessage={editError ?? undefined}>
            <Textarea value={draft} onChange={(_, value) => setDraft(value.value)} resize="vertical" />
          </Field>
          <div className={styles.editRow}>
            <Field label="Who can see it">
              <Select value={draftAudience} onChange={(_, value) => setDraftAudience(value.value as 'friends' | 'public')}>
                <option value="friends">Friends</option>
                <option value="public">Everyone (public profile)</option>
              </Select>
            </Field>
            <Button appearance="primary" size="small" disabled={isUpdating || !draft.trim()} onClick={saveEdit}>
              Save
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <SharedSnapshot post={data} />
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
          <Button
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => {
              setDraft(data.text);
              setDraftAudience(data.audience === 'public' ? 'public' : 'friends');
            }}
          >
            Edit
          </Button>
        )}
        {data.viewerIsAuthor ? (
          <Button appearance="subtle" icon={<DeleteRegular />} disabled={isDeleting} onClick={() => void deletePost(data.id).catch(() => undefined)}>
            Delete
          </Button>
        ) : (
          <ReportAction content={data.text} contentType="social_post" contentId={data.id} accessibleName="Report this post" dialogTitle="Report post" />
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
