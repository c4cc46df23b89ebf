import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PrivacyCard_profile$key } from '../../__generated__/PrivacyCard_profile.graphql';
import { useUpdateSocialProfileMutation } from './useUpdateSocialProfileMutation';

type Visibility = 'public' | 'friends' | 'private';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function PrivacyCard({ profile }: { profile: PrivacyCard_profile$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PrivacyCard_profile on SocialProfile {
        displayName
        bio
        visibility
        showProgress
      }
    `,
    profile,
  );
  const [displayName, setDisplayName] = useState(data.displayName);
  const [bio, setBio] = useState(data.bio ?? '');
  const [visibility, setVisibility] = useState<Visibility>((data.visibility as Visibility | null) ?? 'friends');
  const [showProgress, setShowProgress] = useState(data.showProgress ?? false);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const [save, isSaving] = useUpdateSocialProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ displayName, bio, visibility, showProgress });
      setMessage({ intent: 'success', text: 'Your social profile is saved.' });
    } catch (problem) {
      setMessage({ intent: 'error', text: problem instanceof Error ? problem.message : 'Your profile could not be saved. Try again.' });
    }
  };

  return (
    <Card>
      <CardHeader
        header={
          <Text weight="semibold" as="h2">
            Social profile and privacy
          </Text>
        }
      />
      <form className={styles.form} onSubmit={submit}>
        <Field label="Display name" hint="Leave empty to use your first name.">
          <Input value={displayName} onChange={(_, value) => setDisplayName(value.value)} maxLength={60} />
        </Field>
        <Field label="Bio (optional)">
          <Textarea value={bio} onChange={(_, value) => setBio(value.value)} maxLength={300} />
        </Field>
        <Field label="Who can see your profile and posts">
          <RadioGroup value={visibility} onChange={(_, value) => setVisibility(value.value as Visibility)}>
            <Radio value="public" label="Public: anyone, and you may share posts publicly" />
            <Radio value="friends" label="Friends only" />
            <Radio value="private" label="Private: only you" />
          </RadioGroup>
        </Field>
        <Switch
          checked={showProgress}
          onChange={(_, value) => setShowProgress(value.checked)}
          label="Show my progress (weight change since now, days on target) to people who can see my profile"
        />
        <Button type="submit" appearance="primary" disabled={isSaving}>
          Save
        </Button>
        {message && (
          <MessageBar intent={message.intent}>
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </Card>
  );
}
