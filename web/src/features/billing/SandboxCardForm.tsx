import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { formatCardNumber, parseExpiry, type CardFormProps } from './cardSource';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 480px)': { gridTemplateColumns: '1fr 1fr' },
  },
  submit: { alignSelf: 'flex-start' },
});

/** The built-in sandbox's card form, labelled like Stripe's own; the fields go to our server only in sandbox mode. */
export function SandboxCardForm({ submitLabel, isBusy, onSubmit }: CardFormProps) {
  const styles = useStyles();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedExpiry = parseExpiry(expiry);
    const found: Record<string, string> = {};
    if (number.replace(/\D/g, '').length < 13) found.number = 'Enter the card number.';
    if (!parsedExpiry) found.expiry = 'Enter the expiry as MM/YY.';
    if (!/^\d{3,4}$/.test(cvc)) found.cvc = 'Enter the 3 or 4 digit code.';
    setProblems(found);
    if (Object.keys(found).length || !parsedExpiry) return;
    onSubmit({ card: { number: number.replace(/\D/g, ''), ...parsedExpiry, cvc, postalCode: postalCode.trim() || null } });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Card number" validationMessage={problems.number}>
        <Input
          value={number}
          onChange={(_, data) => setNumber(formatCardNumber(data.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
        />
      </Field>
      <div className={styles.row}>
        <Field label="Expiry (MM/YY)" validationMessage={problems.expiry}>
          <Input value={expiry} onChange={(_, data) => setExpiry(data.value.slice(0, 7))} autoComplete="cc-exp" placeholder="MM/YY" />
        </Field>
        <Field label="CVC" validationMessage={problems.cvc}>
          <Input
            value={cvc}
            onChange={(_, data) => setCvc(data.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </Field>
        <Field label="ZIP / postal code">
          <Input value={postalCode} onChange={(_, data) => setPostalCode(data.value.slice(0, 20))} autoComplete="postal-code" />
        </Field>
      </div>
      <Button className={styles.submit} appearance="primary" type="submit" icon={<LockClosedRegular />} disabled={isBusy}>
        {isBusy ? 'Processing…' : submitLabel}
      </Button>
    </form>
  );
}
