import { Button, makeStyles, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChallengeCard_challenge$key } from '../../../__generated__/ChallengeCard_challenge.graphql';
import { SocialAvatar } from '../SocialAvatar';
import { FriendPicker, type Friend } from './FriendPicker';
import { useAcceptSocialChallengeMutation } from './useAcceptSocialChallengeMutation';
import { useDeclineSocialChallengeMutation } from './useDeclineSocialChallengeMutation';
import { useEndSocialChallengeMutation } from './useEndSocialChallengeMutation';
import { useInviteToSocialChallengeMutation } from './useInviteToSocialChallengeMutation';
import { useLeaveSocialChallengeMutation } from './useLeaveSocialChallengeMutation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    scrollMarginTop: '72px',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  board: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'grid', gridTemplateColumns: '24px 36px minmax(0, 1fr)', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  rank: { fontWeight: tokens.fontWeightSemibold, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  person: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  nameRow: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  me: { fontWeight: tokens.fontWeightSemibold },
  days: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
  invite: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** A friend as the challenge cards know them: `id` is the SocialProfile id the leaderboard names people by. */
export interface ChallengeFriend extends Friend {
  id: string;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00`));
const PHASE_LABELS: Record<string, string> = { upcoming: 'Starts soon', active: 'Under way', finished: 'Finished' };

export function ChallengeCard({
  challenge,
  connectionId,
  friends,
  maxFriends,
}: {
  challenge: ChallengeCard_challenge$key;
  connectionId: string;
  /** The viewer's friends, for the creator to invite more. */
  friends: readonly ChallengeFriend[];
  /** The server's SOCIAL_CHALLENGE_MAX_FRIENDS. */
  maxFriends: number;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ChallengeCard_challenge on SocialChallenge {
        id
        title
        kind
        phase
        startDate
        endDate
        totalDays
        goalDays
        viewerStatus
        viewerIsCreator
        participantCount
        creator {
          displayName
        }
        pendingInvitees {
          profileId
          displayName
        }
        leaderboard {
          rank
          daysCounted
          isViewer
          person {
            profileId
            displayName
            avatarLetter
            avatarColor
          }
        }
      }
    `,
    challenge,
  );
  const [accept, isAccepting] = useAcceptSocialChallengeMutation();
  const [decline, isDeclining] = useDeclineSocialChallengeMutation(connectionId);
  const [leave, isLeaving] = useLeaveSocialChallengeMutation(connectionId);
  const [end, isEnding] = useEndSocialChallengeMutation();
  const [invite, isInviting] = useInviteToSocialChallengeMutation();
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingEnd, setConfirmingEnd] = useState(false);
  const [isPicking, setPicking] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [isReturningFocus, setReturningFocus] = useState(false);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const run = (action: (id: string) => Promise<void>) => {
    setError(null);
    action(data.id).catch((problem: unknown) => setError(problem instanceof Error ? problem.message : 'That did not work. Try again.'));
  };
  const busy = isAccepting || isDeclining || isLeaving || isEnding || isInviting;
  const inChallenge = new Set((data.leaderboard ?? []).map((entry) => entry.person.profileId));
  const stillInvited = data.pendingInvitees ?? [];
  const invitedIds = new Set(stillInvited.map((person) => person.profileId));
  const invitable = friends.filter((friend) => !inChallenge.has(friend.id) && !invitedIds.has(friend.id));
  const canInvite = data.viewerIsCreator && data.viewerStatus === 'joined' && data.phase !== 'finished';
  const pickerId = `challenge-invite-${data.id}`;

  // Focus goes back to 'Invite friends' once it can take it: it stays disabled until the invitations are sent.
  useEffect(() => {
    if (!isReturningFocus || busy) return;
    inviteButton.current?.focus();
    setReturningFocus(false);
  }, [isReturningFocus, busy]);

  const openPicker = () => {
    setPicked([]);
    setPickError(null);
    setPicking(true);
    // Focus the first friend (or the explanation when there is none) once the picker is there.
    requestAnimationFrame(() => pickerRef.current?.querySelector<HTMLElement>('input, button')?.focus());
  };
  const closePicker = () => {
    setPicking(false);
    setPickError(null);
    setReturningFocus(true);
  };
  const sendInvitations = () => {
    if (!picked.length) return setPickError('Pick at least one friend to invite.');
    setPickError(null);
    invite(data.id, picked).then(
      () => closePicker(),
      (problem: unknown) => setPickError(problem instanceof Error ? problem.message : 'That did not work. Try again.'),
    );
  };
  const onPickerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closePicker();
    }
  };
  const goal = data.kind === 'protein_target' ? `protein target on ${data.goalDays} of ${data.totalDays} days` : `log all ${data.totalDays} days`;
  const headingId = `challenge-title-${data.id}`;

  return (
    <section id={`challenge-${data.id}`} className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {data.title}
      </h3>
      <Text className={styles.meta}>
        {formatDay(data.startDate)} – {formatDay(data.endDate)} · {PHASE_LABELS[data.phase] ?? data.phase} · Goal: {goal} ·{' '}
        {data.viewerIsCreator ? 'Started by you' : `Started by ${data.creator.displayName}`}
      </Text>
      {data.viewerStatus === 'invited' ? (
        <>
          <Text>{data.creator.displayName} invited you to this challenge. Your progress is shown only to the people in it.</Text>
          <div className={styles.actions}>
            {data.phase !== 'finished' && (
              <Button appearance="primary" disabled={busy} onClick={() => run(accept)}>
                Join challenge
              </Button>
            )}
            <Button disabled={busy} onClick={() => run(decline)}>
              Decline
            </Button>
          </div>
        </>
      ) : (
        <>
          <ol className={styles.board} aria-label={`Leaderboard for ${data.title}`}>
            {(data.leaderboard ?? []).map((entry) => (
              <li key={entry.person.profileId} className={styles.entry}>
                <span className={styles.rank}>{entry.rank}</span>
                <SocialAvatar letter={entry.person.avatarLetter} color={entry.person.avatarColor} />
                <span className={styles.person}>
                  <span className={styles.nameRow}>
                    <span className={mergeClasses(styles.name, entry.isViewer && styles.me)}>
                      {entry.person.displayName}
                      {entry.isViewer ? ' (you)' : ''}
                    </span>
                    <span className={styles.days}>
                      {entry.daysCounted} of {data.goalDays} days
                    </span>
                  </span>
                  <ProgressBar
                    value={Math.min(entry.daysCounted, data.goalDays)}
                    max={data.goalDays}
                    thickness="large"
                    color={entry.daysCounted >= data.goalDays ? 'success' : 'brand'}
                    aria-label={`${entry.person.displayName}: ${entry.daysCounted} of ${data.goalDays} days`}
                  />
                </span>
              </li>
            ))}
          </ol>
          {data.participantCount === 1 && stillInvited.length === 0 && <Text className={styles.meta}>Waiting for invited friends to join.</Text>}
          <div role="status">
            {stillInvited.length > 0 && (
              <Text className={styles.meta}>
                Invited: {stillInvited.map((friend) => friend.displayName).join(', ')}. They show on the leaderboard once they join.
              </Text>
            )}
          </div>
          <div className={styles.actions}>
            {canInvite && !isConfirmingEnd && (
              <Button
                ref={inviteButton}
                disabled={busy}
                aria-expanded={isPicking}
                aria-controls={isPicking ? pickerId : undefined}
                onClick={isPicking ? closePicker : openPicker}
              >
                Invite friends
              </Button>
            )}
            {data.viewerIsCreator && data.phase !== 'finished' && !isConfirmingEnd && !isPicking && (
              <Button disabled={busy} onClick={() => setConfirmingEnd(true)}>
                End challenge
              </Button>
            )}
            {isConfirmingEnd && data.phase !== 'finished' && (
              <>
                <Text>End it today for everyone? The leaderboard stays as it is.</Text>
                <Button
                  appearance="primary"
                  disabled={busy}
                  onClick={() => {
                    setConfirmingEnd(false);
                    run(end);
                  }}
                >
                  End now
                </Button>
                <Button disabled={busy} onClick={() => setConfirmingEnd(false)}>
                  Keep going
                </Button>
              </>
            )}
            {!data.viewerIsCreator && (
              <Button disabled={busy} onClick={() => run(leave)}>
                Leave challenge
              </Button>
            )}
          </div>
          {isPicking && canInvite && (
            <div id={pickerId} ref={pickerRef} className={styles.invite} onKeyDown={onPickerKeyDown}>
              <FriendPicker
                friends={invitable}
                selected={picked}
                onChange={setPicked}
                legend={`Invite friends to ${data.title}`}
                emptyText={friends.length ? 'All your friends are already in this challenge.' : 'Add friends first: only friends can be invited.'}
              />
              <Text className={styles.meta}>
                Up to {maxFriends} friends besides you. They can join until {formatDay(data.endDate)} and count every day of it.
              </Text>
              {pickError && (
                <div role="alert" className={styles.error}>
                  {pickError}
                </div>
              )}
              <div className={styles.actions}>
                {invitable.length > 0 && (
                  <Button appearance="primary" disabled={busy} onClick={sendInvitations}>
                    Send invitations
                  </Button>
                )}
                <Button onClick={closePicker}>Cancel</Button>
              </div>
            </div>
          )}
        </>
      )}
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </section>
  );
}
