import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { useAdminCreatePasswordResetLinkMutation, type CreatedResetLink } from './useAdminCreatePasswordResetLinkMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flex: '1 1 240px', minWidth: 0 },
  link: { fontFamily: tokens.fontFamilyMonospace },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Create password reset link": a one-time link for a user who cannot sign in, to pass on by hand (the way back in
 * when this server sends no email). Sits on the admin's page for that user.
 */
export function PasswordResetLinkCard({ userId }: { userId: string }) {
  const styles = useStyles();
  const [created, setCreated] = useState<CreatedResetLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [createLink, isCreating] = useAdminCreatePasswordResetLinkMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setCreated(null);
    setCopyState('idle');
    try {
      setCreated(await createLink({ userId }));
    } catch (requestError) {
      setError(toRequestError(requestError).message);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.resetUrl);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <InfoCard title="Create password reset link">
      <form className={styles.form} onSubmit={onSubmit} aria-label="Create password reset link">
        <div className={styles.row}>
          <Button type="submit" disabled={isCreating}>
            {isCreating ? 'Creating…' : 'Create password reset link'}
          </Button>
        </div>
        {error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {created && (
          <>
            <div className={styles.row}>
              <Field label={`Reset link for ${created.user.firstName} (${created.user.email})`} className={styles.grow}>
                <Input className={styles.link} value={created.resetUrl} readOnly onFocus={(event) => event.target.select()} />
              </Field>
              <Button icon={<CopyRegular />} onClick={() => void copy()}>
                Copy link
              </Button>
            </div>
            <p className={styles.note}>It works once, until {expiryFormat.format(new Date(String(created.expiresAt)))}. Send it to them privately.</p>
            {copyState !== 'idle' && (
              <MessageBar intent={copyState === 'copied' ? 'success' : 'warning'} role="status">
                <MessageBarBody>{copyState === 'copied' ? 'Link copied.' : "Couldn't copy here: select the link and copy it yourself."}</MessageBarBody>
              </MessageBar>
            )}
          </>
        )}
      </form>
    </InfoCard>
  );
}
