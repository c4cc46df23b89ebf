import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { SocialComments_comment$key } from '../../__generated__/SocialComments_comment.graphql';
import type { SocialCommentsQuery } from '../../__generated__/SocialCommentsQuery.graphql';
import { ReportAction } from '../reports/ReportAction';
import { useAddSocialCommentMutation } from './useAddSocialCommentMutation';
import { useDeleteSocialCommentMutation } from './useDeleteSocialCommentMutation';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  comment: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flexGrow: 1 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  input: { flexGrow: 1, minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: tokens.fontSizeBase200 },
});

function SocialComment({ comment, connectionId }: { comment: SocialComments_comment$key; connectionId: string }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SocialComments_comment on SocialComment {
        id
        text
        viewerCanDelete
        hiddenByModerators
        author {
          displayName
        }
      }
    `,
    comment,
  );
  const [deleteComment, isDeleting] = useDeleteSocialCommentMutation(connectionId);
  return (
    <li className={styles.comment}>
      <span className={styles.name}>{data.author.displayName}</span>
      <span className={styles.text}>{data.text}</span>
      {data.hiddenByModerators && <span className={styles.hidden}>Hidden by moderators: only you can see it</span>}
      {data.viewerCanDelete && (
        <Button size="small" appearance="subtle" disabled={isDeleting} onClick={() => void deleteComment(data.id).catch(() => undefined)}>
          Delete
        </Button>
      )}
      <ReportAction
        content={data.text}
        contentType="social_comment"
        contentId={data.id}
        size="small"
        accessibleName="Report this comment"
        dialogTitle="Report comment"
      />
    </li>
  );
}

/** A post's comments, loaded when opened so the feed itself stays one query. */
export function SocialComments({ postId }: { postId: string }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<SocialCommentsQuery>(
    graphql`
      query SocialCommentsQuery($id: ID!) {
        node(id: $id) {
          ... on SocialPost {
            comments(first: 100) @connection(key: "SocialComments_comments") {
              __id
              edges {
                node {
                  id
                  ...SocialComments_comment
                }
              }
            }
          }
        }
      }
    `,
    { id: postId },
  );
  const connection = data.node?.comments;
  const [addComment, isAdding] = useAddSocialCommentMutation(connection?.__id ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!connection) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await addComment({ postId, text });
      setText('');
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Your comment could not be added. Try again.');
    }
  };

  return (
    <div>
      <ul className={styles.list}>
        {connection.edges.map((edge) => (
          <SocialComment key={edge.node.id} comment={edge.node} connectionId={connection.__id} />
        ))}
      </ul>
      <form className={styles.form} onSubmit={submit}>
        <Input
          className={styles.input}
          value={text}
          onChange={(_, value) => setText(value.value)}
          aria-label="Write a comment"
          placeholder="Write a comment"
          maxLength={500}
        />
        <Button type="submit" disabled={isAdding || !text.trim()}>
          Comment
        </Button>
      </form>
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
