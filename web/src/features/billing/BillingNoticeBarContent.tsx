import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { BillingNoticeBarContentQuery } from '../../__generated__/BillingNoticeBarContentQuery.graphql';
import type { BillingNoticeBarContent_viewer$key } from '../../__generated__/BillingNoticeBarContent_viewer.graphql';
import { AppLink } from '../../shell/AppLink';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../shell/localStorageKeys';
import { billingAlerts } from './billingAlerts';
import { useDismissBillingNoticeMutation } from './useDismissBillingNoticeMutation';

const query = graphql`
  query BillingNoticeBarContentQuery {
    viewer {
      ...BillingNoticeBarContent_viewer
    }
  }
`;

// The same billingNotices(first: 10) as the Billing page, so a dismissal on either shows on both.
const fragment = graphql`
  fragment BillingNoticeBarContent_viewer on Viewer {
    billingNotices(first: 10) {
      edges {
        node {
          id
          kind
          message
        }
      }
    }
    subscription {
      id
      status
      cancelAtPeriodEnd
      currentPeriodEnd
      nextChargeAt
      pausedAt
      paymentMethod {
        id
        label
        expMonth
        expYear
      }
    }
  }
`;

const KEPT_DISMISSALS = 20;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocalStorage(LOCAL_STORAGE_KEYS.dismissedBillingAlerts) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function NoticeBar({ viewer }: { viewer: BillingNoticeBarContent_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const [dismissNotice] = useDismissBillingNoticeMutation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const alerts = billingAlerts({ notices: data.billingNotices.edges.map((edge) => edge.node), subscription: data.subscription ?? null }, new Set(dismissed));
  const alert = alerts[0];
  if (!alert) return null;

  const dismiss = () => {
    if (alert.noticeId) return void dismissNotice({ noticeId: alert.noticeId }).catch(() => undefined);
    const next = [...dismissed.filter((key) => key !== alert.key), alert.key].slice(-KEPT_DISMISSALS);
    writeLocalStorage(LOCAL_STORAGE_KEYS.dismissedBillingAlerts, JSON.stringify(next));
    setDismissed(next);
  };
  return (
    <MessageBar className={styles.bar} intent={alert.intent} layout="auto" aria-label="Billing notice">
      <MessageBarBody>{alert.message}</MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={dismiss} />}>
        <span className={styles.actions}>
          <AppLink to="/billing">Go to Billing</AppLink>
          {alerts.length > 1 && <span>{alerts.length - 1} more</span>}
        </span>
      </MessageBarActions>
    </MessageBar>
  );
}

/** The bar with its data (loaded after the page, so the first load carries none of it). */
export function LoadedNoticeBar() {
  const data = useLazyLoadQuery<BillingNoticeBarContentQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return data.viewer ? <NoticeBar viewer={data.viewer} /> : null;
}
