import { Button, Field, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldMessages, type GraphQLRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';
import { AuthLayout } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import { hasErrors, MIN_PASSWORD_LENGTH, validateNewPassword, validatePasswordConfirmation, type FormErrors } from './validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS },
  switch: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

type ResetField = 'password' | 'confirmPassword';

const INCOMPLETE_LINK = 'This reset link is incomplete. Open the link from your email again, or ask for a new one.';

/** /reset-password?token=…: the page a reset link opens, where the user chooses a new password. */
export function ResetPasswordPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [resetPassword, isSaving] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors<ResetField>>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : INCOMPLETE_LINK);
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);

  const set = (field: ResetField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors = {
      password: validateNewPassword(values.password),
      confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
    };
    setErrors(nextErrors);
    setFailure(null);
    if (hasErrors(nextErrors)) return;
    try {
      await resetPassword({ token, password: values.password });
      setDone(true);
    } catch (error) {
      const requestError = error as GraphQLRequestError;
      const messages = fieldMessages(requestError);
      if (messages.token) setLinkProblem(messages.token);
      else if (messages.password) setErrors({ password: messages.password });
      else setFailure(requestError.message);
    }
  };

  if (isDone) {
    return (
      <AuthLayout title="Password changed" subtitle="You can sign in with your new password now.">
        <div className={styles.form}>
          <MessageBar intent="success" layout="multiline" role="status">
            <MessageBarBody>
              <MessageBarTitle>All set</MessageBarTitle>
              Your password has been changed and every device that was signed in has been signed out.
            </MessageBarBody>
          </MessageBar>
          <Button appearance="primary" size="large" onClick={() => void navigate('/login', { replace: true })}>
            Sign in
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (linkProblem) {
    return (
      <AuthLayout title="Choose a new password" subtitle="This link can't be used.">
        <div className={styles.form}>
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{linkProblem}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" size="large" onClick={() => void navigate('/forgot-password')}>
            Get a new link
          </Button>
          <p className={styles.switch}>
            <AppLink to="/login">Back to sign in</AppLink>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Setting it signs you out on every device.">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {failure && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="New password"
          required
          validationMessage={errors.password}
          hint={errors.password ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
        >
          <PasswordInput autoComplete="new-password" value={values.password} onChange={(_, data) => set('password', data.value)} />
        </Field>
        <Field label="Confirm new password" required validationMessage={errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" value={values.confirmPassword} onChange={(_, data) => set('confirmPassword', data.value)} />
        </Field>
        <Button
          className={styles.submit}
          appearance="primary"
          size="large"
          type="submit"
          disabled={isSaving}
          icon={isSaving ? <Spinner size="tiny" /> : undefined}
        >
          {isSaving ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
