import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';

export interface AddressFields {
  street1: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
  },
});

/** Nickname and billing address {street1, city, state, zipCode, country} of a payment method. */
export function PaymentMethodEditor({
  nickname,
  address,
  onChange,
}: {
  nickname: string;
  address: AddressFields;
  onChange(nickname: string, address: AddressFields): void;
}) {
  const styles = useStyles();
  const set = (key: keyof AddressFields) => (_: unknown, data: { value: string }) => onChange(nickname, { ...address, [key]: data.value });
  return (
    <>
      <Field label="Nickname" required>
        <Input value={nickname} maxLength={100} onChange={(_, data) => onChange(data.value, address)} />
      </Field>
      <Field label="Street address">
        <Input value={address.street1} maxLength={200} onChange={set('street1')} autoComplete="address-line1" />
      </Field>
      <div className={styles.grid}>
        <Field label="City">
          <Input value={address.city} maxLength={200} onChange={set('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State / region">
          <Input value={address.state} maxLength={200} onChange={set('state')} autoComplete="address-level1" />
        </Field>
        <Field label="ZIP / postal code">
          <Input value={address.zipCode} maxLength={20} onChange={set('zipCode')} autoComplete="postal-code" />
        </Field>
        <Field label="Country (2-letter code)">
          <Input value={address.country} maxLength={2} onChange={set('country')} autoComplete="country" />
        </Field>
      </div>
    </>
  );
}
