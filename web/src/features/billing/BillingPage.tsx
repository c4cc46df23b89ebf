import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BillingPageQuery } from '../../__generated__/BillingPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { BillingHistoryCard } from './BillingHistoryCard';
import { BillingNotices } from './BillingNotices';
import { PaymentMethodsCard } from './PaymentMethodsCard';
import { PaypalSetupReturn } from './PaypalSetupReturn';
import { SandboxBanner } from './SandboxBanner';
import { SubscriptionCard } from './SubscriptionCard';

const billingQuery = graphql`
  query BillingPageQuery {
    viewer {
      billing {
        isSandbox
      }
      ...BillingNotices_viewer
      ...SubscriptionCard_viewer
      ...PaymentMethodsCard_viewer
      ...BillingHistoryCard_viewer
    }
  }
`;

export function billingLoader() {
  return { queryRef: preloadRouteQuery<BillingPageQuery>('billing', billingQuery, {}) };
}

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
});

function BillingContent({ queryRef }: { queryRef: PreloadedQuery<BillingPageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<BillingPageQuery>(billingQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <div className={styles.stack}>
      <PageHeader title="Billing" subtitle="Your subscription, payment methods and receipts." />
      {data.viewer.billing.isSandbox && <SandboxBanner />}
      <PaypalSetupReturn />
      <BillingNotices viewer={data.viewer} />
      <div className={styles.grid}>
        <SubscriptionCard viewer={data.viewer} />
        <PaymentMethodsCard viewer={data.viewer} />
      </div>
      <BillingHistoryCard viewer={data.viewer} />
    </div>
  );
}

export function BillingPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof billingLoader>;
  return queryRef ? (
    <Suspense fallback={<Spinner label="Loading billing…" />}>
      <BillingContent queryRef={queryRef} />
    </Suspense>
  ) : null;
}
