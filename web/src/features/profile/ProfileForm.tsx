import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MacroPreview_query$key } from '../../__generated__/MacroPreview_query.graphql';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { MacroPreferencesSection } from './MacroPreferencesSection';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import {
  profileFormFromUser,
  switchUnitSystem,
  toProfileInput,
  validateProfileForm,
  type ProfileErrors,
  type ProfileFormState,
} from './profileFormState';
import { ProfileGoalsSection } from './ProfileGoalsSection';
import { ProfilePreferencesSection } from './ProfilePreferencesSection';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  saveBar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // With unsaved changes the bar stays in view while scrolling.
  saveBarSticky: {
    position: 'sticky',
    bottom: tokens.spacingVerticalL,
    zIndex: 4,
    boxShadow: tokens.shadow16,
    '@media (max-width: 1023px)': { bottom: 'calc(76px + env(safe-area-inset-bottom))' },
  },
  status: { marginRight: 'auto', color: tokens.colorNeutralForeground2 },
});

interface ProfileFormProps {
  user: ProfileForm_user$key;
  query: MacroPreview_query$key;
  savedTargets: { calories: number; protein: number; carbs: number; fat: number };
}

export function ProfileForm({ user: userRef, query, savedTargets }: ProfileFormProps) {
  const styles = useStyles();
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        firstName
        lastName
        gender
        dateOfBirth
        weight
        height
        activityLevel
        weightGoal
        weightGoalTimeframe
        healthGoals
        dietaryPreferences
        timezone
        unitSystem
        preferredAIModel
        customMacroPreferences {
          enabled
          proteinAdjustment
          carbAdjustment
          fatAdjustment
        }
      }
    `,
    userRef,
  );
  const savedForm = useMemo(() => profileFormFromUser(user), [user]);
  const saved = useMemo(
    () => ({ form: savedForm, weight: user.weight ?? null, height: user.height ?? null, weightGoal: user.weightGoal ?? null }),
    [savedForm, user],
  );
  const [form, setForm] = useState<ProfileFormState>(savedForm);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [status, setStatus] = useState<{ intent: 'success' | 'error'; message: string } | null>(null);
  const [updateProfile, isSaving] = useUpdateProfileMutation();

  const isDirty = JSON.stringify(form) !== JSON.stringify(savedForm);
  const preview = useMemo(() => toProfileInput(form, { onlyValid: true, saved }), [form, saved]);

  const change = (patch: Partial<ProfileFormState>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setStatus(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors = validateProfileForm(form);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) {
      setStatus({ intent: 'error', message: 'Please correct the highlighted fields.' });
      return;
    }
    try {
      await updateProfile(toProfileInput(form, { saved }));
      setStatus({ intent: 'success', message: 'Your profile was saved.' });
    } catch (error) {
      const requestError = toRequestError(error);
      setErrors(fieldMessages(requestError) as ProfileErrors);
      setStatus({ intent: 'error', message: requestError.message });
    }
  };

  // After a save the fragment re-renders with the stored values; adopt them as the form.
  const [formSource, setFormSource] = useState(savedForm);
  if (formSource !== savedForm && JSON.stringify(formSource) !== JSON.stringify(savedForm)) {
    setFormSource(savedForm);
    setForm(savedForm);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Profile">
      <ProfileDetailsSection
        form={form}
        errors={errors}
        onChange={change}
        onUnitSystemChange={(unitSystem) => setForm((previous) => switchUnitSystem(previous, unitSystem))}
      />
      <ProfileGoalsSection form={form} errors={errors} onChange={change} />
      <MacroPreferencesSection form={form} errors={errors} onChange={change} query={query} preview={preview} savedTargets={savedTargets} />
      <ProfilePreferencesSection form={form} errors={errors} onChange={change} />
      <div className={mergeClasses(styles.saveBar, isDirty && styles.saveBarSticky, 'nutri-glass')}>
        <div className={styles.status} aria-live="polite">
          {status ? (
            <MessageBar intent={status.intent}>
              <MessageBarBody>{status.message}</MessageBarBody>
            </MessageBar>
          ) : (
            isDirty && 'You have unsaved changes.'
          )}
        </div>
        <Button
          disabled={!isDirty || isSaving}
          onClick={() => {
            setForm(savedForm);
            setErrors({});
            setStatus(null);
          }}
        >
          Discard
        </Button>
        <Button appearance="primary" type="submit" disabled={!isDirty || isSaving} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
