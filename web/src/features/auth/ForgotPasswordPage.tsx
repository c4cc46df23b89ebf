import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { fieldMessages, type GraphQLRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';
import { AuthLayout } from './AuthLayout';
import type { PasswordResetDelivery } from './passwordResetDelivery';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';
import { validateEmail } from './validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  submit: { marginTop: tokens.spacingVerticalS },
  switch: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

const ASK_ADMIN = 'Ask your administrator for a password reset link. They can create one for your account, and the link lets you choose a new password.';

/** /forgot-password: a reset link by email, or (when this server sends no email) a pointer to the administrator. */
export function ForgotPasswordPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const delivery = useLoaderData<PasswordResetDelivery | null>();
  const [requestReset, isSending] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setEmailError(problem);
    setFailure(null);
    if (problem) return;
    try {
      const result = await requestReset({ email: email.trim() });
      setSentMessage(result.delivery === 'EMAIL' ? result.message : ASK_ADMIN);
    } catch (error) {
      const requestError = error as GraphQLRequestError;
      const fieldMessage = fieldMessages(requestError).email;
      if (fieldMessage) setEmailError(fieldMessage);
      else setFailure(requestError.message);
    }
  };

  if (delivery === 'ADMIN_LINK') {
    return (
      <AuthLayout title="Forgot your password?" subtitle="Your administrator can help you back in.">
        <div className={styles.form}>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{ASK_ADMIN}</MessageBarBody>
          </MessageBar>
          <Button appearance="primary" size="large" onClick={() => void navigate('/login')}>
            Back to sign in
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle={
        sentMessage ? 'Open the link in the email to choose a new password.' : "Enter the email you sign in with and we'll send you a link to choose a new one."
      }
    >
      {sentMessage ? (
        <div className={styles.form}>
          <MessageBar intent="success" layout="multiline" role="status">
            <MessageBarBody>
              <MessageBarTitle>Check your email</MessageBarTitle>
              {sentMessage}
            </MessageBarBody>
          </MessageBar>
          <Button appearance="primary" size="large" onClick={() => void navigate('/login')}>
            Back to sign in
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Forgot password">
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Email" required validationMessage={emailError}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(_, data) => {
                setEmail(data.value);
                setEmailError(undefined);
              }}
            />
          </Field>
          <Button
            className={styles.submit}
            appearance="primary"
            size="large"
            type="submit"
            disabled={isSending}
            icon={isSending ? <Spinner size="tiny" /> : undefined}
          >
            {isSending ? 'Sending…' : 'Send reset link'}
          </Button>
          <p className={styles.switch}>
            Remembered it? <AppLink to="/login">Sign in</AppLink>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
