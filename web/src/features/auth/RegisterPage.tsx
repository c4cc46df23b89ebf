import { Button, Checkbox, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { useAuth } from './useAuth';
import { useRegisterMutation } from './useRegisterMutation';
import {
  hasErrors,
  MIN_PASSWORD_LENGTH,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
  type FormErrors,
} from './validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  names: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '& input': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0 },
    '@media (max-width: 420px)': { gridTemplateColumns: '1fr' },
  },
  submit: { marginTop: tokens.spacingVerticalS },
  switch: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

type RegisterField = 'firstName' | 'email' | 'password' | 'confirmPassword' | 'consent';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  hasConsented: boolean;
}

const EMPTY_FORM: RegisterForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', hasConsented: false };

function validate(form: RegisterForm): FormErrors<RegisterField> {
  return {
    firstName: validateRequired(form.firstName, 'Enter your first name.'),
    email: validateEmail(form.email),
    password: validateNewPassword(form.password, form.email),
    confirmPassword: validatePasswordConfirmation(form.password, form.confirmPassword),
    consent: form.hasConsented ? undefined : 'Please accept the Terms of Service and Privacy Policy to continue.',
  };
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function RegisterPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { authError, setAuthError } = useAuth();
  const [register, isRegistering] = useRegisterMutation();
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors<RegisterField>>({});
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [hasSubmitted, setSubmitted] = useState(false);

  useEffect(() => setAuthError(null), [setAuthError]);

  const update = <TKey extends keyof RegisterForm>(key: TKey, value: RegisterForm[TKey]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    setServerFieldErrors((previous) => ({ ...previous, [key]: '' }));
    if (hasSubmitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const nextErrors = validate(form);
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    try {
      await register({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || null,
        timezone: browserTimeZone(),
      });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      const requestError = toRequestError(error);
      const messages = fieldMessages(requestError);
      // A duplicate email is the email field's problem, so say it there.
      if (requestError.code === 'CONFLICT') messages.email = requestError.message;
      setServerFieldErrors(messages);
      if (Object.keys(messages).length > 0) setAuthError(null);
    }
  };

  const messageFor = (field: RegisterField) => errors[field] || serverFieldErrors[field] || undefined;

  return (
    <AuthLayout title="Create your account" subtitle="Free to start. It takes less than a minute.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {authError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{authError}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.names}>
          <Field label="First name" required validationMessage={messageFor('firstName')}>
            <Input autoComplete="given-name" value={form.firstName} onChange={(_, data) => update('firstName', data.value)} />
          </Field>
          <Field label="Last name" hint="Optional">
            <Input autoComplete="family-name" value={form.lastName} onChange={(_, data) => update('lastName', data.value)} />
          </Field>
        </div>
        <Field label="Email" required validationMessage={messageFor('email')}>
          <Input
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(_, data) => update('email', data.value)}
            onBlur={() => form.email && setErrors((previous) => ({ ...previous, email: validateEmail(form.email) }))}
          />
        </Field>
        <Field
          label="Password"
          required
          validationMessage={messageFor('password')}
          hint={messageFor('password') ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
        >
          <PasswordInput autoComplete="new-password" value={form.password} onChange={(_, data) => update('password', data.value)} />
        </Field>
        <Field label="Confirm password" required validationMessage={messageFor('confirmPassword')}>
          <PasswordInput autoComplete="new-password" value={form.confirmPassword} onChange={(_, data) => update('confirmPassword', data.value)} />
        </Field>
        <Field validationMessage={messageFor('consent')}>
          <Checkbox
            checked={form.hasConsented}
            onChange={(_, data) => update('hasConsented', data.checked === true)}
            label={
              <>
                I agree to the <AppLink to="/terms">Terms of Service</AppLink> and <AppLink to="/privacy">Privacy Policy</AppLink>, and understand Nutri is for
                educational purposes only.
              </>
            }
          />
        </Field>
        <Button
          className={styles.submit}
          appearance="primary"
          size="large"
          type="submit"
          disabled={isRegistering}
          icon={isRegistering ? <Spinner size="tiny" /> : undefined}
        >
          {isRegistering ? 'Creating your account…' : 'Create account'}
        </Button>
        <p className={styles.switch}>
          Already have an account? <AppLink to="/login">Sign in</AppLink>
        </p>
      </form>
    </AuthLayout>
  );
}
