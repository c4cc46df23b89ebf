import { Button, Field, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { PasswordInput } from '../auth/PasswordInput';
import { useAuth } from '../auth/useAuth';
import { MIN_PASSWORD_LENGTH, validateNewPassword, validatePasswordConfirmation, validateRequired } from '../auth/validation';
import { useChangePasswordMutation } from './useChangePasswordMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  button: { alignSelf: 'flex-start' },
});

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const styles = useStyles();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ intent: 'success' | 'error'; message: string } | null>(null);
  const [changePassword, isChanging] = useChangePasswordMutation();
  const { user } = useAuth();

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setStatus(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors = {
      currentPassword: validateRequired(values.currentPassword, 'Enter your current password.'),
      newPassword: validateNewPassword(values.newPassword, user?.email),
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
    };
    setErrors(nextErrors);
    if (Object.values(nextErrors).some(Boolean)) return;
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setStatus({ intent: 'success', message: 'Password changed. Your other devices have been signed out.' });
    } catch (error) {
      const requestError = toRequestError(error);
      setErrors(fieldMessages(requestError));
      setStatus({ intent: 'error', message: requestError.message });
    }
  };

  return (
    <InfoCard title="Change password">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
        <Field label="Current password" required validationMessage={errors.currentPassword}>
          <PasswordInput autoComplete="current-password" value={values.currentPassword} onChange={(_, data) => set('currentPassword', data.value)} />
        </Field>
        <Field label="New password" required validationMessage={errors.newPassword} hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}>
          <PasswordInput autoComplete="new-password" value={values.newPassword} onChange={(_, data) => set('newPassword', data.value)} />
        </Field>
        <Field label="Confirm new password" required validationMessage={errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" value={values.confirmPassword} onChange={(_, data) => set('confirmPassword', data.value)} />
        </Field>
        {status && (
          <MessageBar intent={status.intent} role={status.intent === 'error' ? 'alert' : 'status'}>
            <MessageBarBody>{status.message}</MessageBarBody>
          </MessageBar>
        )}
        <Button className={styles.button} type="submit" disabled={isChanging}>
          {isChanging ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </InfoCard>
  );
}
