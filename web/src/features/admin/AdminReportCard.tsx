import { Badge, Button, Field, makeStyles, MessageBar, MessageBarBody, Select, Text, Textarea, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdminReportCard_report$key, AiContentReportStatus } from '../../__generated__/AdminReportCard_report.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { useHideReportedSocialContentMutation } from './useHideReportedSocialContentMutation';
import { useReviewAiContentReportMutation } from './useReviewAiContentReportMutation';

export const REPORT_STATUSES: AiContentReportStatus[] = ['pending', 'reviewed', 'resolved', 'dismissed'];
export const STATUS_LABELS: Record<string, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved', dismissed: 'Dismissed' };
// Where reported content came from (the reporting screens' contentType), in the words of the screens that show it.
const CONTENT_TYPE_LABELS: Record<string, string> = {
  ai_assistant: 'Assistant answer',
  analysis: 'Analysis',
  social_post: 'Social post',
  social_comment: 'Social comment',
};
const contentTypeLabel = (contentType: string) =>
  CONTENT_TYPE_LABELS[contentType] ?? contentType.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
const STATUS_COLORS = { pending: 'warning', reviewed: 'informative', resolved: 'success', dismissed: 'subtle' } as const;

const reportFragment = graphql`
  fragment AdminReportCard_report on AiContentReport {
    id
    reasonLabel
    description
    content
    contentType
    status
    adminNotes
    createdAt
    reportedContentId
    isContentHidden
    reporter {
      email
      internalID
    }
  }
`;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  content: {
    maxHeight: '150px',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 200px) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr' },
  },
});

/** One report, with its status and admin notes editable. */
export function AdminReportCard({ report }: { report: AdminReportCard_report$key }) {
  const styles = useStyles();
  const contentId = useId();
  const data = useFragment(reportFragment, report);
  const [status, setStatus] = useState<AiContentReportStatus>(data.status);
  const [notes, setNotes] = useState(data.adminNotes ?? '');
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const [review, isSaving] = useReviewAiContentReportMutation();
  const [hide, isHiding] = useHideReportedSocialContentMutation();
  const what = data.contentType === 'social_comment' ? 'comment' : 'post';
  const toggleHidden = async () => {
    setMessage(null);
    try {
      await hide({ reportId: data.id, hidden: !data.isContentHidden });
      setMessage({
        intent: 'success',
        text: data.isContentHidden ? `The ${what} is visible again.` : `The ${what} is hidden from everyone but its author.`,
      });
    } catch (error) {
      setMessage({ intent: 'error', text: toRequestError(error).message });
    }
  };
  const isChanged = status !== data.status || notes !== (data.adminNotes ?? '');

  const save = async () => {
    setMessage(null);
    try {
      await review({ reportId: data.id, status, adminNotes: notes });
      setMessage({ intent: 'success', text: 'Saved.' });
    } catch (error) {
      setMessage({ intent: 'error', text: toRequestError(error).message });
    }
  };

  return (
    <li className={`${styles.card} nutri-glass`}>
      <div className={styles.head}>
        <h2 className={styles.title}>{data.reasonLabel}</h2>
        <Badge appearance="tint" color={STATUS_COLORS[data.status as keyof typeof STATUS_COLORS] ?? 'informative'}>
          {STATUS_LABELS[data.status] ?? data.status}
        </Badge>
      </div>
      <Text size={200} className={styles.meta}>
        {new Date(data.createdAt).toLocaleString('en-US')} · {data.reporter.email} (user id {data.reporter.internalID}) · {contentTypeLabel(data.contentType)}
      </Text>
      {data.description && <Text>{data.description}</Text>}
      {data.content && (
        <div className={styles.content} role="region" aria-label="Reported content" id={contentId} tabIndex={0}>
          {data.content}
        </div>
      )}
      {data.reportedContentId && data.isContentHidden != null && (
        <div className={styles.head}>
          {data.isContentHidden && (
            <Badge appearance="tint" color="danger">
              Hidden
            </Badge>
          )}
          <Button appearance={data.isContentHidden ? 'secondary' : 'primary'} disabled={isHiding} onClick={() => void toggleHidden()}>
            {data.isContentHidden ? `Show ${what} again` : `Hide ${what}`}
          </Button>
        </div>
      )}
      {data.reportedContentId && data.isContentHidden == null && <Text className={styles.meta}>The {what} has been deleted.</Text>}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label="Status">
          <Select value={status} onChange={(_, option) => setStatus(option.value as AiContentReportStatus)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Admin notes">
          <Textarea rows={1} value={notes} onChange={(_, input) => setNotes(input.value)} resize="vertical" />
        </Field>
        <Button type="submit" appearance="primary" disabled={!isChanged || isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
      </form>
      {message && (
        <MessageBar intent={message.intent} role={message.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </li>
  );
}
