import { Badge, Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DiamondRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { UpgradePageQuery } from '../../__generated__/UpgradePageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { EmptyState } from '../../shell/EmptyState';
import { InfoCard } from '../../shell/InfoCard';
import { PageHeader } from '../../shell/PageHeader';
import { formatBillingDate, formatMoney, PRO_BENEFITS } from '../billing/billingFormat';
import { SandboxBanner } from '../billing/SandboxBanner';
import { ProCheckout } from './ProCheckout';

const upgradeQuery = graphql`
  query UpgradePageQuery {
    viewer {
      user {
        firstName
        tier
      }
      billing {
        isSandbox
        stripePublishableKey
        proPriceCents
        currency
        isProSetByAdministrator
      }
      subscription {
        status
        cancelAtPeriodEnd
        currentPeriodEnd
      }
    }
  }
`;

export function upgradeLoader() {
  return { queryRef: preloadRouteQuery<UpgradePageQuery>('upgrade', upgradeQuery, {}) };
}

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', fontSize: tokens.fontSizeBase400 },
  check: { color: tokens.colorBrandForeground1, fontSize: '20px', flexShrink: 0 },
  price: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightBold, lineHeight: tokens.lineHeightHero800 },
  welcomeList: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

function BenefitList() {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {PRO_BENEFITS.map((benefit) => (
        <li key={benefit} className={styles.item}>
          <CheckmarkCircleFilled className={styles.check} aria-hidden />
          {benefit}
        </li>
      ))}
    </ul>
  );
}

function UpgradeContent({ queryRef }: { queryRef: PreloadedQuery<UpgradePageQuery> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<UpgradePageQuery>(upgradeQuery, queryRef);
  const [isWelcome, setWelcome] = useState(false);
  if (!data.viewer) return null;
  const { user, billing, subscription } = data.viewer;
  const isPro = user.tier === 'pro';
  const price = formatMoney(billing.proPriceCents, billing.currency);
  const isPaused = subscription?.status === 'paused';

  return (
    <div className={styles.stack}>
      <PageHeader
        title="Upgrade to Pro"
        subtitle="Everything in Free, without limits."
        actions={
          <Badge appearance="tint" color={isPro ? 'important' : 'brand'}>
            {isPro ? 'Pro Tier' : 'Free Tier'}
          </Badge>
        }
      />
      {billing.isSandbox && <SandboxBanner />}
      {isWelcome && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Welcome to Pro, {user.firstName}!</MessageBarTitle>
            Your payment went through and Pro is on. You can now use:
            <ul className={styles.welcomeList}>
              {PRO_BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void navigate('/bloodwork')}>Analyse bloodwork</Button>
            <Button onClick={() => void navigate('/billing')}>Billing</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {!isWelcome && (
        <InfoCard title="What Pro includes">
          <BenefitList />
          <Text className={styles.price}>
            {price}
            <Text size={400} weight="regular">
              {' '}
              / month
            </Text>
          </Text>
        </InfoCard>
      )}
      {isPro && !isWelcome && (
        <EmptyState icon={<DiamondRegular />} title="You are on Pro">
          {billing.isProSetByAdministrator
            ? 'Your Pro plan was set by an administrator.'
            : subscription?.cancelAtPeriodEnd
              ? `Your subscription is canceled; Pro stays until ${formatBillingDate(subscription.currentPeriodEnd)}. You can keep it from Billing.`
              : 'Thank you for supporting Nutri. Manage your subscription and payment methods in Billing.'}
          <Button appearance="primary" onClick={() => void navigate('/billing')}>
            Go to Billing
          </Button>
        </EmptyState>
      )}
      {isPaused && (
        <EmptyState icon={<DiamondRegular />} title="Your subscription is paused">
          Resume it from Billing to turn Pro back on.
          <Button appearance="primary" onClick={() => void navigate('/billing')}>
            Go to Billing
          </Button>
        </EmptyState>
      )}
      {!isPro && !isPaused && (
        <InfoCard title="Pay with a card">
          <ProCheckout
            priceCents={billing.proPriceCents}
            currency={billing.currency}
            publishableKey={billing.stripePublishableKey ?? null}
            onSubscribed={() => {
              setWelcome(true);
              window.scrollTo({ top: 0 });
            }}
          />
        </InfoCard>
      )}
    </div>
  );
}

export function UpgradePage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof upgradeLoader>;
  return queryRef ? (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <UpgradeContent queryRef={queryRef} />
    </Suspense>
  ) : null;
}
