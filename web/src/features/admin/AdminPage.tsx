import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { SubscriptionStatus, Tier } from '../../__generated__/useUpgradeUserMutation.graphql';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';
import { InfoCard } from '../../shell/InfoCard';
import { PageHeader } from '../../shell/PageHeader';
import { useUpgradeUserMutation, type UpgradedUser } from './useUpgradeUserMutation';

const SUBSCRIPTION_STATUSES: SubscriptionStatus[] = ['active', 'paused', 'past_due', 'canceled', 'none'];

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '720px' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, '@media (max-width: 600px)': { gridTemplateColumns: '1fr' } },
  wide: { gridColumn: '1 / -1' },
  submit: { justifySelf: 'start' },
});

/**
 * The admin console. The API has no user list yet, so plans are changed by user id
 * (the id shows in the AI content reports and in the server's admin tools).
 */
export function AdminPage() {
  const styles = useStyles();
  const [userId, setUserId] = useState('');
  const [tier, setTier] = useState<Tier>('pro');
  const [subscriptionStatus, setSubscriptionStatus] = useState<SubscriptionStatus>('active');
  const [adminNotes, setAdminNotes] = useState('');
  const [result, setResult] = useState<UpgradedUser | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [upgrade, isSaving] = useUpgradeUserMutation();

  const submit = async () => {
    setError(null);
    setResult(null);
    try {
      setResult(await upgrade({ userId: userId.trim(), tier, subscriptionStatus, adminNotes: adminNotes || null }));
    } catch (requestError) {
      const failure = toRequestError(requestError);
      setError({ message: failure.message, field: fieldMessages(failure).userId });
    }
  };

  return (
    <div className={styles.stack}>
      <PageHeader title="Admin" subtitle="Users, subscriptions and reports." />
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          A list of users is not available in this version of the API. Change a user's plan by their user id below, and
          review reports about AI-generated content under <AppLink to="/admin-reports">AI Content Reports</AppLink>.
        </MessageBarBody>
      </MessageBar>
      <InfoCard title="Change a user's plan">
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field
            label="User id"
            required
            className={styles.wide}
            hint="The user's id (a UUID or the API's global id)."
            validationMessage={error?.field}
          >
            <Input value={userId} onChange={(_, data) => setUserId(data.value)} autoComplete="off" />
          </Field>
          <Field label="Tier">
            <Select value={tier} onChange={(_, data) => setTier(data.value as Tier)}>
              <option value="pro">Pro</option>
              <option value="free">Free</option>
            </Select>
          </Field>
          <Field label="Subscription status">
            <Select value={subscriptionStatus} onChange={(_, data) => setSubscriptionStatus(data.value as SubscriptionStatus)}>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status.replace('_', ' ')}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Admin notes (optional)" className={styles.wide}>
            <Textarea rows={2} value={adminNotes} onChange={(_, data) => setAdminNotes(data.value)} />
          </Field>
          <Button className={styles.submit} type="submit" appearance="primary" disabled={!userId.trim() || isSaving}>
            {isSaving ? 'Saving…' : 'Save plan'}
          </Button>
        </form>
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error.message}</MessageBarBody>
          </MessageBar>
        )}
        {result && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>
              {result.firstName} ({result.email}) is now on {result.tier === 'pro' ? 'Pro' : 'Free'}, subscription{' '}
              {result.subscriptionStatus.replace('_', ' ')}.
            </MessageBarBody>
          </MessageBar>
        )}
      </InfoCard>
    </div>
  );
}
