import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NotificationItem_notification$key } from '../../../__generated__/NotificationItem_notification.graphql';
import { SocialAvatar } from '../SocialAvatar';
import { useMarkSocialNotificationReadMutation } from './useMarkSocialNotificationReadMutation';

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2 },
  body: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' },
  unreadText: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  dot: {
    width: '8px',
    height: '8px',
    marginTop: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    flexShrink: 0,
  },
});

/** Where a notification leads: the post in the feed, the challenge, or the friend list. */
export function notificationHref(kind: string, postId: string | null, challengeId: string | null): string {
  if (challengeId && kind === 'challenge_invite') return `/social#challenge-${challengeId}`;
  if (postId) return `/social#post-${postId}`;
  return '/social#friends';
}

const timeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function NotificationItem({ notification, onNavigate }: { notification: NotificationItem_notification$key; onNavigate(): void }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on SocialNotification {
        id
        kind
        message
        isRead
        postId
        challengeId
        createdAt
        actor {
          avatarLetter
          avatarColor
        }
      }
    `,
    notification,
  );
  const [markRead] = useMarkSocialNotificationReadMutation();
  return (
    <li>
      <Link
        to={notificationHref(data.kind, data.postId ?? null, data.challengeId ?? null)}
        className={mergeClasses(styles.link, !data.isRead && styles.unread)}
        onClick={() => {
          // Marking read must not hold up the navigation; a failure leaves it unread, which is harmless.
          if (!data.isRead) markRead(data.id).catch(() => undefined);
          onNavigate();
        }}
      >
        <SocialAvatar letter={data.actor.avatarLetter} color={data.actor.avatarColor} />
        <span className={styles.body}>
          <span className={mergeClasses(!data.isRead && styles.unreadText)}>
            {data.message}
            {!data.isRead && <span className={styles.visuallyHidden}> (unread)</span>}
          </span>
          <time className={styles.time} dateTime={data.createdAt}>
            {timeFormat.format(new Date(data.createdAt))}
          </time>
        </span>
        {!data.isRead && <span className={styles.dot} aria-hidden />}
      </Link>
    </li>
  );
}
