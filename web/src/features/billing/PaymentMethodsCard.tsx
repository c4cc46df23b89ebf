import { Badge, Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, tokens } from '@fluentui/react-components';
import { AddRegular, CreditCardClockRegular, MoreHorizontalRegular, PaymentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentMethodsCard_viewer$key } from '../../__generated__/PaymentMethodsCard_viewer.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { PaymentMethodEditor, type AddressFields } from './PaymentMethodEditor';
import { useAsyncAction } from './useAsyncAction';
import { useRemovePaymentMethodMutation } from './useRemovePaymentMethodMutation';
import { useSetDefaultPaymentMethodMutation } from './useSetDefaultPaymentMethodMutation';
import { useUpdatePaymentMethodMutation } from './useUpdatePaymentMethodMutation';

const fragment = graphql`
  fragment PaymentMethodsCard_viewer on Viewer {
    billing {
      isSandbox
      stripePublishableKey
    }
    paymentMethods(first: 50) {
      edges {
        node {
          internalID
          kind
          label
          nickname
          isDefault
          expMonth
          expYear
          billingAddress {
            street1
            city
            state
            zipCode
            country
          }
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  add: { alignSelf: 'flex-start' },
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function addressText(address: AddressFields): string {
  const text = [address.street1, address.city, address.state, address.zipCode].filter(Boolean).join(', ');
  return text ? `${text} (${address.country})` : `No billing address (${address.country || 'US'})`;
}

export function PaymentMethodsCard({ viewer }: { viewer: PaymentMethodsCard_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, viewer);
  const { open, show, error, run } = useAsyncAction();
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: string; nickname: string; address: AddressFields } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const [update, isUpdating] = useUpdatePaymentMethodMutation();
  const [setDefault] = useSetDefaultPaymentMethodMutation();
  const [remove, isRemoving] = useRemovePaymentMethodMutation();
  const methods = data.paymentMethods.edges.map((edge) => edge.node);

  return (
    <InfoCard
      title="Payment methods"
      action={
        <Button className={styles.add} icon={<AddRegular />} onClick={() => setAdding(true)}>
          Add
        </Button>
      }
    >
      {methods.length === 0 && <Text className={styles.muted}>No saved payment methods.</Text>}
      <ul className={styles.list} aria-label="Saved payment methods">
        {methods.map((method) => (
          <li key={method.internalID} className={styles.item}>
            {method.kind === 'paypal' ? <PaymentRegular className={styles.icon} aria-hidden /> : <CreditCardClockRegular className={styles.icon} aria-hidden />}
            <div className={styles.text}>
              <Text weight="semibold">
                {method.nickname}{' '}
                {method.isDefault && (
                  <Badge appearance="tint" color="brand">
                    Default
                  </Badge>
                )}
              </Text>
              <Text size={200}>
                {method.label}
                {method.expMonth && method.expYear ? ` · expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}` : ''}
              </Text>
              <Text size={200} className={styles.muted}>
                {addressText(method.billingAddress)}
              </Text>
            </div>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${method.nickname}`} />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem
                    onClick={() => {
                      setEditing({ id: method.internalID, nickname: method.nickname, address: { ...method.billingAddress } });
                      show('edit');
                    }}
                  >
                    Rename or edit address
                  </MenuItem>
                  {!method.isDefault && <MenuItem onClick={() => void run(() => setDefault({ paymentMethodId: method.internalID }))}>Set as default</MenuItem>}
                  <MenuItem
                    onClick={() => {
                      setRemoving({ id: method.internalID, label: method.label });
                      show('remove');
                    }}
                  >
                    Remove
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </li>
        ))}
      </ul>
      {error && open === null && <Text role="alert">{error}</Text>}
      <AddPaymentMethodDialog
        isOpen={isAdding}
        isSandbox={data.billing.isSandbox}
        publishableKey={data.billing.stripePublishableKey ?? null}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        title="Edit payment method"
        confirmLabel="Save"
        isOpen={open === 'edit' && editing !== null}
        isBusy={isUpdating}
        error={error}
        onClose={() => show(null)}
        onConfirm={() => editing && void run(() => update({ paymentMethodId: editing.id, nickname: editing.nickname, billingAddress: editing.address }))}
      >
        {editing && (
          <div className={styles.editor}>
            <PaymentMethodEditor
              nickname={editing.nickname}
              address={editing.address}
              onChange={(nickname, address) => setEditing({ ...editing, nickname, address })}
            />
          </div>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        title="Remove payment method?"
        confirmLabel="Remove"
        isOpen={open === 'remove' && removing !== null}
        isBusy={isRemoving}
        error={error}
        onClose={() => show(null)}
        onConfirm={() => removing && void run(() => remove({ paymentMethodId: removing.id }))}
      >
        <Text>{removing?.label} will be removed from your account.</Text>
      </ConfirmDialog>
    </InfoCard>
  );
}
