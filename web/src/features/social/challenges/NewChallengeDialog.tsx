import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { GraphQLRequestError } from '../../../relay/graphqlErrors';
import { FriendPicker, type Friend } from './FriendPicker';
import { useCreateSocialChallengeMutation } from './useCreateSocialChallengeMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Today in the browser's calendar, as YYYY-MM-DD. */
export const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** `maxDays`: the server's SOCIAL_CHALLENGE_MAX_DAYS. */
export function NewChallengeDialog({
  friends,
  maxDays,
  connectionId,
  onClose,
}: {
  friends: readonly Friend[];
  maxDays: number;
  connectionId: string;
  onClose(): void;
}) {
  const styles = useStyles();
  const [kind, setKind] = useState<'log_every_day' | 'protein_target'>('log_every_day');
  const [title, setTitle] = useState('');
  const [startDate, setStartDate] = useState(localToday);
  const [days, setDays] = useState('7');
  const [goalDays, setGoalDays] = useState('5');
  const [invited, setInvited] = useState<string[]>([]);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [create, isCreating] = useCreateSocialChallengeMutation(connectionId);

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invited.length) return setError({ message: 'Invite at least one friend.', field: 'inviteUserIds' });
    setError(null);
    create({
      kind,
      title: title.trim() || null,
      startDate,
      days: Number(days),
      goalDays: kind === 'protein_target' ? Number(goalDays) : null,
      inviteUserIds: invited,
    }).then(onClose, (problem: unknown) => {
      const field = problem instanceof GraphQLRequestError ? problem.fieldErrors[0]?.field : undefined;
      setError({ message: problem instanceof Error ? problem.message : 'That did not work. Try again.', field });
    });
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>New challenge</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Kind">
                <RadioGroup value={kind} onChange={(_, data) => setKind(data.value as typeof kind)}>
                  <Radio value="log_every_day" label="Log food every day" />
                  <Radio value="protein_target" label="Hit your protein target" />
                </RadioGroup>
              </Field>
              <Field label="Name (optional)" validationMessage={fieldError('title')}>
                <Input value={title} maxLength={80} onChange={(_, data) => setTitle(data.value)} placeholder="A name from the kind if empty" />
              </Field>
              <div className={styles.row}>
                <Field label="Starts" validationMessage={fieldError('startDate')}>
                  <Input type="date" value={startDate} onChange={(_, data) => setStartDate(data.value)} required />
                </Field>
                <Field label="Length in days" validationMessage={fieldError('days')} hint={`1 to ${maxDays}`}>
                  <Input type="number" min={1} max={maxDays} value={days} onChange={(_, data) => setDays(data.value)} required />
                </Field>
                {kind === 'protein_target' && (
                  <Field label="Days on target to win" validationMessage={fieldError('goalDays')}>
                    <Input type="number" min={1} max={maxDays} value={goalDays} onChange={(_, data) => setGoalDays(data.value)} required />
                  </Field>
                )}
              </div>
              <FriendPicker friends={friends} selected={invited} onChange={setInvited} emptyText="Add friends first: only friends can be invited." />
              <Text className={styles.muted}>Only the people in a challenge see it and its leaderboard.</Text>
              {error && (
                <div role="alert" className={styles.error}>
                  {error.message}
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={isCreating}>
                Start challenge
              </Button>
              <Button onClick={onClose}>Cancel</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
