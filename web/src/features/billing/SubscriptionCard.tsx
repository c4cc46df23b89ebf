import { Badge, Button, Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SubscriptionCard_viewer$key } from '../../__generated__/SubscriptionCard_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { formatBillingDate, formatMoney } from './billingFormat';
import { ConfirmDialog } from './ConfirmDialog';
import { useAsyncAction } from './useAsyncAction';
import { useCancelSubscriptionMutation } from './useCancelSubscriptionMutation';
import { useChangeSubscriptionPaymentMethodMutation } from './useChangeSubscriptionPaymentMethodMutation';
import { usePauseSubscriptionMutation } from './usePauseSubscriptionMutation';
import { useResumeSubscriptionMutation } from './useResumeSubscriptionMutation';

const fragment = graphql`
  fragment SubscriptionCard_viewer on Viewer {
    user {
      tier
    }
    billing {
      isProSetByAdministrator
      proPriceCents
      currency
    }
    subscription {
      id
      status
      amountCents
      currency
      currentPeriodEnd
      cancelAtPeriodEnd
      nextChargeAt
      nextChargeAmountCents
      failedAttempts
      paymentMethod {
        internalID
        label
      }
    }
    paymentMethods(first: 50) {
      edges {
        node {
          internalID
          label
          nickname
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const STATUS_TEXT: Record<string, { label: string; color: 'success' | 'warning' | 'danger' | 'informative' | 'subtle' }> = {
  active: { label: 'Active', color: 'success' },
  past_due: { label: 'Payment failed', color: 'danger' },
  paused: { label: 'Paused', color: 'warning' },
  incomplete: { label: 'Waiting for confirmation', color: 'informative' },
  canceled: { label: 'Ended', color: 'subtle' },
};

export function SubscriptionCard({ viewer }: { viewer: SubscriptionCard_viewer$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = useFragment(fragment, viewer);
  const { open, show, error, run } = useAsyncAction();
  const [pause, isPausing] = usePauseSubscriptionMutation();
  const [resume, isResuming] = useResumeSubscriptionMutation();
  const [cancel, isCanceling] = useCancelSubscriptionMutation();
  const [changeMethod, isChanging] = useChangeSubscriptionPaymentMethodMutation();
  const [chosenMethod, setChosenMethod] = useState<string | null>(null);
  const subscription = data.subscription;
  const isLive = subscription && subscription.status !== 'canceled';

  if (!isLive) {
    return (
      <InfoCard title="Subscription">
        {data.billing.isProSetByAdministrator ? (
          <Text>Pro Tier — set by an administrator. There is nothing to pay.</Text>
        ) : (
          <>
            <Text className={styles.muted}>
              {subscription ? `Your last subscription ended on ${formatBillingDate(subscription.currentPeriodEnd)}. ` : ''}
              You are on the Free plan. Pro is {formatMoney(data.billing.proPriceCents, data.billing.currency)} a month.
            </Text>
            <Button appearance="primary" onClick={() => void navigate('/upgrade')}>
              Upgrade to Pro
            </Button>
          </>
        )}
      </InfoCard>
    );
  }

  const status = STATUS_TEXT[subscription.status] ?? STATUS_TEXT.active!;
  const price = formatMoney(subscription.amountCents, subscription.currency);
  const periodEnd = formatBillingDate(subscription.currentPeriodEnd);
  // Naming the subscription shown keeps a stale page from acting on a newer one.
  const acting = { subscriptionId: subscription.id };
  const methods = data.paymentMethods.edges.map((edge) => edge.node);

  return (
    <InfoCard
      title="Subscription"
      action={
        <Badge appearance="tint" color={status.color}>
          {subscription.cancelAtPeriodEnd ? 'Canceled — ends at period end' : status.label}
        </Badge>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>Plan</dt>
        <dd className={styles.detail}>Pro, {price} a month</dd>
        <dt className={styles.term}>Next charge</dt>
        <dd className={styles.detail}>
          {subscription.nextChargeAt && typeof subscription.nextChargeAmountCents === 'number'
            ? `${formatMoney(subscription.nextChargeAmountCents, subscription.currency)} on ${formatBillingDate(subscription.nextChargeAt)}`
            : 'None planned'}
        </dd>
        <dt className={styles.term}>{subscription.cancelAtPeriodEnd ? 'Pro ends' : 'Paid until'}</dt>
        <dd className={styles.detail}>{periodEnd}</dd>
        <dt className={styles.term}>Paid with</dt>
        <dd className={styles.detail}>{subscription.paymentMethod?.label ?? 'No payment method'}</dd>
      </dl>
      {subscription.status === 'past_due' && (
        <Text>
          Your last payment failed ({subscription.failedAttempts} {subscription.failedAttempts === 1 ? 'try' : 'tries'}). Pro stays on while we retry; choose
          another payment method to pay now.
        </Text>
      )}
      {subscription.status === 'paused' && <Text>Paused: you are not charged and Pro features are off until you resume.</Text>}
      <div className={styles.actions}>
        {subscription.status === 'active' && !subscription.cancelAtPeriodEnd && <Button onClick={() => show('pause')}>Pause subscription</Button>}
        {(subscription.status === 'paused' || subscription.cancelAtPeriodEnd) && (
          <Button appearance="primary" disabled={isResuming} onClick={() => void run(() => resume(acting))}>
            {subscription.cancelAtPeriodEnd ? 'Keep my subscription' : 'Resume subscription'}
          </Button>
        )}
        <Button onClick={() => show('method')}>Change payment method</Button>
        {!subscription.cancelAtPeriodEnd && <Button onClick={() => show('cancel')}>Cancel subscription</Button>}
      </div>
      {error && open === null && <Text role="alert">{error}</Text>}
      <ConfirmDialog
        title="Pause your subscription?"
        confirmLabel="Pause subscription"
        isOpen={open === 'pause'}
        isBusy={isPausing}
        error={error}
        onClose={() => show(null)}
        onConfirm={() => void run(() => pause(acting))}
      >
        <Text>
          While paused you are not charged, and Pro features — unlimited AI, bloodwork analysis, photo logging, advanced analytics and model choice — are off
          until you resume. Resuming within the month you paid for costs nothing; after it, a new month is charged.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        title="Cancel your subscription?"
        confirmLabel="Cancel subscription"
        isOpen={open === 'cancel'}
        isBusy={isCanceling}
        error={error}
        onClose={() => show(null)}
        onConfirm={() => void run(() => cancel(acting))}
      >
        <Text>
          {subscription.status === 'active'
            ? `You keep Pro until ${periodEnd}. After that your account returns to the Free plan and you are not charged again.`
            : 'Your subscription ends now and your account returns to the Free plan.'}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        title="Change payment method"
        confirmLabel="Use this payment method"
        isOpen={open === 'method'}
        isBusy={isChanging}
        error={error}
        onClose={() => show(null)}
        onConfirm={() => chosenMethod && void run(() => changeMethod({ paymentMethodId: chosenMethod }))}
      >
        <Field label="Pay for Pro with">
          <Dropdown
            placeholder="Choose a saved payment method"
            value={methods.find((method) => method.internalID === chosenMethod)?.label ?? ''}
            onOptionSelect={(_, option) => setChosenMethod(option.optionValue ?? null)}
          >
            {methods.map((method) => (
              <Option key={method.internalID} value={method.internalID} text={method.label}>{`${method.label} — ${method.nickname}`}</Option>
            ))}
          </Dropdown>
        </Field>
        {methods.length < 2 && <Text>Add another payment method below first.</Text>}
      </ConfirmDialog>
    </InfoCard>
  );
}
