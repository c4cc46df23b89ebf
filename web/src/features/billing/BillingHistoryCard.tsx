import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BillingHistoryCard_viewer$data, BillingHistoryCard_viewer$key } from '../../__generated__/BillingHistoryCard_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { formatBillingDate, formatMoney } from './billingFormat';

const fragment = graphql`
  fragment BillingHistoryCard_viewer on Viewer {
    user {
      firstName
      email
    }
    invoices(first: 50) {
      totalCount
      edges {
        node {
          internalID
          receiptNumber
          amountCents
          currency
          status
          periodStart
          periodEnd
          paymentMethodLabel
          failureMessage
          createdAt
          paidAt
        }
      }
    }
  }
`;

type Invoice = BillingHistoryCard_viewer$data['invoices']['edges'][number]['node'];

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  receipt: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
});

const STATUS: Record<string, { label: string; color: 'success' | 'danger' | 'informative' }> = {
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'danger' },
  open: { label: 'Pending', color: 'informative' },
};

function Receipt({ invoice, who }: { invoice: Invoice; who: string }) {
  const styles = useStyles();
  const rows: [string, string][] = [
    ['Receipt', invoice.receiptNumber],
    ['Billed to', who],
    ['Date', formatBillingDate(invoice.paidAt ?? invoice.createdAt)],
    ['Description', `Nutri Pro, ${formatBillingDate(invoice.periodStart)} – ${formatBillingDate(invoice.periodEnd)}`],
    ['Amount', formatMoney(invoice.amountCents, invoice.currency)],
    ['Status', STATUS[invoice.status]?.label ?? invoice.status],
    ['Payment method', invoice.paymentMethodLabel],
  ];
  if (invoice.failureMessage) rows.push(['Reason', invoice.failureMessage]);
  return (
    <dl className={styles.receipt}>
      {rows.map(([term, detail]) => [
        <dt key={`${term}-t`} className={styles.term}>
          {term}
        </dt>,
        <dd key={`${term}-d`} className={styles.detail}>
          {detail}
        </dd>,
      ])}
    </dl>
  );
}

export function BillingHistoryCard({ viewer }: { viewer: BillingHistoryCard_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const [shown, setShown] = useState<Invoice | null>(null);
  const invoices = data.invoices.edges.map((edge) => edge.node);

  return (
    <InfoCard title="Billing history">
      {invoices.length === 0 ? (
        <Text>No payments yet.</Text>
      ) : (
        <div className={styles.scroll}>
          <Table aria-label="Billing history" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Date</TableHeaderCell>
                <TableHeaderCell>Amount</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Payment method</TableHeaderCell>
                <TableHeaderCell>Receipt</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.internalID}>
                  <TableCell>{formatBillingDate(invoice.createdAt)}</TableCell>
                  <TableCell>{formatMoney(invoice.amountCents, invoice.currency)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS[invoice.status]?.color ?? 'informative'}>
                      {STATUS[invoice.status]?.label ?? invoice.status}
                    </Badge>
                  </TableCell>
                  <TableCell>{invoice.paymentMethodLabel}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setShown(invoice)} aria-label={`Receipt ${invoice.receiptNumber}`}>
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Dialog open={shown !== null} onOpenChange={(_, state) => !state.open && setShown(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Receipt</DialogTitle>
            <DialogContent>{shown && <Receipt invoice={shown} who={`${data.user.firstName} (${data.user.email})`} />}</DialogContent>
            <DialogActions>
              <Button onClick={() => window.print()}>Print</Button>
              <Button appearance="primary" onClick={() => setShown(null)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </InfoCard>
  );
}
