import { Button, Field, makeStyles, MessageBar, MessageBarBody, Select, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { SubscriptionStatus, Tier } from '../../__generated__/useUpgradeUserMutation.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { STATUS_LABELS } from './adminFormat';
import { useUpgradeUserMutation } from './useUpgradeUserMutation';

const SUBSCRIPTION_STATUSES: SubscriptionStatus[] = ['active', 'paused', 'past_due', 'canceled', 'none'];

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  wide: { gridColumn: '1 / -1' },
  submit: { justifySelf: 'start' },
});

interface ChangePlanFormProps {
  userId: string;
  tier: Tier;
  subscriptionStatus: SubscriptionStatus;
  adminNotes: string | null;
  onSaved: () => void;
}

/** Sets a user's plan and subscription status (the spec's upgrade call; Pro and active are preselected). */
export function ChangePlanForm({ userId, tier: currentTier, subscriptionStatus: currentStatus, adminNotes: currentNotes, onSaved }: ChangePlanFormProps) {
  const styles = useStyles();
  const [tier, setTier] = useState<Tier>(currentTier === 'pro' ? currentTier : 'pro');
  const [subscriptionStatus, setSubscriptionStatus] = useState<SubscriptionStatus>(currentTier === 'pro' ? currentStatus : 'active');
  const [adminNotes, setAdminNotes] = useState(currentNotes ?? '');
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const [upgrade, isSaving] = useUpgradeUserMutation();

  const submit = async () => {
    setMessage(null);
    try {
      const user = await upgrade({ userId, tier, subscriptionStatus, adminNotes: adminNotes.trim() || null });
      setMessage({ intent: 'success', text: `Saved: ${user.tier === 'pro' ? 'Pro' : 'Free'}, ${STATUS_LABELS[user.subscriptionStatus]?.toLowerCase()}.` });
      onSaved();
    } catch (error) {
      setMessage({ intent: 'error', text: toRequestError(error).message });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Plan">
        <Select value={tier} onChange={(_, data) => setTier(data.value as Tier)}>
          <option value="pro">Pro</option>
          <option value="free">Free</option>
        </Select>
      </Field>
      <Field label="Subscription status">
        <Select value={subscriptionStatus} onChange={(_, data) => setSubscriptionStatus(data.value as SubscriptionStatus)}>
          {SUBSCRIPTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Admin notes (optional)" className={styles.wide}>
        <Textarea rows={2} value={adminNotes} onChange={(_, data) => setAdminNotes(data.value)} />
      </Field>
      <Button className={styles.submit} type="submit" appearance="primary" disabled={isSaving}>
        {isSaving ? 'Saving…' : 'Save plan'}
      </Button>
      {message && (
        <MessageBar className={styles.wide} intent={message.intent} role={message.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
