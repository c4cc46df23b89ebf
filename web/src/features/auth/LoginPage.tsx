import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../shell/AppLink';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { useAuth } from './useAuth';
import { useLoginMutation } from './useLoginMutation';
import { hasErrors, validateEmail, validateRequired, type FormErrors } from './validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS },
  switch: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  forgot: { marginTop: `-${tokens.spacingVerticalS}`, textAlign: 'end' },
});

type LoginField = 'email' | 'password';

function validate(email: string, password: string): FormErrors<LoginField> {
  return { email: validateEmail(email), password: validateRequired(password, 'Enter your password.') };
}

export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { authError, setAuthError } = useAuth();
  const [login, isSigningIn] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const [hasSubmitted, setSubmitted] = useState(false);

  // An error from an earlier attempt (or the other form) is not this form's error.
  useEffect(() => setAuthError(null), [setAuthError]);

  const revalidate = (nextEmail: string, nextPassword: string) => {
    if (hasSubmitted) setErrors(validate(nextEmail, nextPassword));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const nextErrors = validate(email, password);
    setErrors(nextErrors);
    if (hasErrors(nextErrors)) return;
    try {
      await login({ email: email.trim(), password });
      void navigate('/dashboard', { replace: true });
    } catch {
      // authError holds the server's message (wrong password, too many attempts, offline).
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue tracking.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {authError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{authError}</MessageBarBody>
          </MessageBar>
        )}
        <Field label="Email" required validationMessage={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(_, data) => {
              setEmail(data.value);
              revalidate(data.value, password);
            }}
            onBlur={() => email && setErrors((previous) => ({ ...previous, email: validateEmail(email) }))}
          />
        </Field>
        <Field label="Password" required validationMessage={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => {
              setPassword(data.value);
              revalidate(email, data.value);
            }}
          />
        </Field>
        <div className={styles.forgot}>
          <AppLink to="/forgot-password">Forgot password?</AppLink>
        </div>
        <Button
          className={styles.submit}
          appearance="primary"
          size="large"
          type="submit"
          disabled={isSigningIn}
          icon={isSigningIn ? <Spinner size="tiny" /> : undefined}
        >
          {isSigningIn ? 'Signing in…' : 'Sign in'}
        </Button>
        <p className={styles.switch}>
          New to Nutri? <AppLink to="/register">Create an account</AppLink>
        </p>
      </form>
    </AuthLayout>
  );
}
