import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { BillingNotices_viewer$key } from '../../__generated__/BillingNotices_viewer.graphql';
import { useDismissBillingNoticeMutation } from './useDismissBillingNoticeMutation';

const fragment = graphql`
  fragment BillingNotices_viewer on Viewer {
    billingNotices(first: 10) {
      edges {
        node {
          id
          kind
          message
        }
      }
    }
  }
`;

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Messages about renewals (a failed charge, the end of Pro) until the user dismisses them. */
export function BillingNotices({ viewer }: { viewer: BillingNotices_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const [dismiss] = useDismissBillingNoticeMutation();
  const notices = data.billingNotices.edges.map((edge) => edge.node);
  if (notices.length === 0) return null;
  return (
    <div className={styles.stack}>
      {notices.map((notice) => (
        <MessageBar
          key={notice.id}
          intent={notice.kind === 'payment_recovered' || notice.kind === 'subscription_renewed' ? 'success' : 'warning'}
          layout="multiline"
        >
          <MessageBarBody>{notice.message}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label="Dismiss"
                icon={<DismissRegular />}
                onClick={() => void dismiss({ noticeId: notice.id }).catch(() => undefined)}
              />
            }
          />
        </MessageBar>
      ))}
    </div>
  );
}
