import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MacroPreview_query$key } from '../../__generated__/MacroPreview_query.graphql';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { MacroPreferencesSection } from './MacroPreferencesSection';
import { ProfileDetailsSection } from './ProfileDetailsSection';
import { profileFormFromUser, switchUnitSystem, toProfileInput, validateProfileForm, type ProfileErrors, type ProfileFormState } from './profileFormState';
import { ProfileGoalsSection } from './ProfileGoalsSection';
import type { AiModelOption } from './ProfilePreferencesSection';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';

// The time zone and AI model pickers (popovers, positioning) close the form: they load while the rest is drawn.
const ProfilePreferencesSection = lazy(() => import('./ProfilePreferencesSection').then((module) => ({ default: module.ProfilePreferencesSection })));

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
  // On a phone the bar is one short row, so it hides as little as possible of the macro preview above it.
  saveBarSticky: {
    position: 'sticky',
    bottom: tokens.spacingVerticalL,
    zIndex: 4,
    boxShadow: tokens.shadow16,
    '@media (max-width: 1023px)': {
      bottom: 'calc(72px + env(safe-area-inset-bottom))',
      flexWrap: 'nowrap',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    },
  },
  status: {
    marginRight: 'auto',
    color: tokens.colorNeutralForeground2,
    minWidth: 0,
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  button: { whiteSpace: 'nowrap', flexShrink: 0 },
});

interface ProfileFormProps {
  user: ProfileForm_user$key;
  query: MacroPreview_query$key;
  savedTargets: { calories: number; protein: number; carbs: number; fat: number };
  /** The AI models this server offers. */
  models: ReadonlyArray<AiModelOption>;
}

export function ProfileForm({ user: userRef, query, savedTargets, models }: ProfileFormProps) {
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
      <Suspense
        fallback={
          <InfoCard title="Preferences">
            <Spinner size="small" label="Loading…" />
          </InfoCard>
        }
      >
        <ProfilePreferencesSection form={form} errors={errors} onChange={change} models={models} />
      </Suspense>
      <div className={mergeClasses(styles.saveBar, isDirty && styles.saveBarSticky, 'nutri-glass')}>
        <div className={styles.status} aria-live="polite">
          {status ? (
            <MessageBar intent={status.intent}>
              <MessageBarBody>{status.message}</MessageBarBody>
            </MessageBar>
          ) : (
            isDirty && 'Unsaved changes'
          )}
        </div>
        <Button
          className={styles.button}
          disabled={!isDirty || isSaving}
          onClick={() => {
            setForm(savedForm);
            setErrors({});
            setStatus(null);
          }}
        >
          Discard
        </Button>
        <Button
          className={styles.button}
          appearance="primary"
          type="submit"
          disabled={!isDirty || isSaving}
          icon={isSaving ? <Spinner size="tiny" /> : undefined}
        >
          {isSaving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
