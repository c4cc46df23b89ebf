import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import profileFormUserFragment, { type ActivityLevel, type Gender, type ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import type { TargetsSetupDialogQuery } from '../../__generated__/TargetsSetupDialogQuery.graphql';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { MacroPreview } from '../profile/MacroPreview';
import { profileFormFromUser, toProfileInput, validateProfileForm, type ProfileErrors, type ProfileFormState } from '../profile/profileFormState';
import { ACTIVITY_LEVELS } from '../profile/profileOptions';
import { useUpdateProfileMutation } from '../profile/useUpdateProfileMutation';
import { goalOf, withGoal, type Goal } from './targetsGoal';

const useStyles = makeStyles({
  surface: { width: 'min(560px, calc(100vw - 24px))', maxHeight: 'calc(100dvh - 24px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    '@media (max-width: 520px)': { gridTemplateColumns: '1fr' },
  },
  wide: { gridColumn: '1 / -1' },
  intro: { color: tokens.colorNeutralForeground2 },
});

const query = graphql`
  query TargetsSetupDialogQuery {
    viewer {
      user {
        weight
        ...ProfileForm_user
      }
      nutritionTargets {
        calories
        protein
        carbs
        fat
      }
    }
    ...MacroPreview_query
  }
`;

interface TargetsSetupDialogProps {
  /** Called when the targets were saved or skipped, or when the user already has body data. */
  onDone(): void;
}

/** The first-run "set up your targets" step: shown to a new user who has no body data yet. */
export function TargetsSetupDialog({ onDone }: TargetsSetupDialogProps) {
  const data = useLazyLoadQuery<TargetsSetupDialogQuery>(query, {}, { fetchPolicy: 'network-only' });
  const hasBodyData = data.viewer?.user.weight != null;
  useEffect(() => {
    if (!data.viewer || hasBodyData) onDone();
  }, [data.viewer, hasBodyData, onDone]);
  if (!data.viewer || hasBodyData) return null;
  return <TargetsForm user={data.viewer.user} query={data} savedTargets={data.viewer.nutritionTargets} onDone={onDone} />;
}

interface TargetsFormProps extends TargetsSetupDialogProps {
  user: ProfileForm_user$key;
  query: TargetsSetupDialogQuery['response'];
  savedTargets: { calories: number; protein: number; carbs: number; fat: number };
}

function TargetsForm({ user: userRef, query: queryRef, savedTargets, onDone }: TargetsFormProps) {
  const styles = useStyles();
  const user = useFragment(profileFormUserFragment, userRef);
  const savedForm = useMemo(() => profileFormFromUser(user), [user]);
  const [form, setForm] = useState<ProfileFormState>(savedForm);
  const [goal, setGoal] = useState<Goal>(() => goalOf(savedForm));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [updateProfile, isSaving] = useUpdateProfileMutation();
  const edited = withGoal(form, goal);
  const preview = useMemo(() => toProfileInput(edited, { onlyValid: true }), [edited]);
  const change = (patch: Partial<ProfileFormState>) => setForm((previous) => ({ ...previous, ...patch }));
  const isImperial = form.unitSystem === 'imperial';
  const weightUnit = isImperial ? 'lb' : 'kg';

  const save = async () => {
    const nextErrors = validateProfileForm(edited);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    try {
      await updateProfile(toProfileInput(edited));
      onDone();
    } catch (error) {
      const requestError = toRequestError(error);
      setErrors(fieldMessages(requestError) as ProfileErrors);
      setFailure(requestError.message);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, { open }) => !open && onDone()}>
      <DialogSurface className={styles.surface} aria-describedby="targets-setup-intro">
        <DialogBody>
          <DialogTitle>Set up your targets</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id="targets-setup-intro" className={styles.intro}>
              A few details give you calorie and macro targets made for you instead of a generic 2,000 kcal. You can change them any time in Profile.
            </Text>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.grid}>
              <Field label={`Weight (${weightUnit})`} validationMessage={errors.weight}>
                <Input type="number" inputMode="decimal" value={form.weight} onChange={(_, { value }) => change({ weight: value })} />
              </Field>
              {isImperial ? (
                <Field label="Height (ft, in)" validationMessage={errors.height}>
                  <div className={styles.grid}>
                    <Input
                      type="number"
                      aria-label="Height, feet"
                      contentAfter="ft"
                      value={form.heightFeet}
                      onChange={(_, { value }) => change({ heightFeet: value })}
                    />
                    <Input
                      type="number"
                      aria-label="Height, inches"
                      contentAfter="in"
                      value={form.heightInches}
                      onChange={(_, { value }) => change({ heightInches: value })}
                    />
                  </div>
                </Field>
              ) : (
                <Field label="Height (cm)" validationMessage={errors.height}>
                  <Input type="number" inputMode="decimal" value={form.heightCm} onChange={(_, { value }) => change({ heightCm: value })} />
                </Field>
              )}
              <Field label="Date of birth" validationMessage={errors.dateOfBirth}>
                <Input type="date" value={form.dateOfBirth} onChange={(_, { value }) => change({ dateOfBirth: value })} />
              </Field>
              <Field label="Sex" hint="Used for your energy needs.">
                <Select value={form.gender} onChange={(_, { value }) => change({ gender: value as Gender | '' })}>
                  <option value="">Prefer not to say</option>
                  <option value="female">Female</option>
                  <option value="male">Male</option>
                </Select>
              </Field>
              <Field label="Activity level" className={styles.wide}>
                <Select value={form.activityLevel} onChange={(_, { value }) => change({ activityLevel: value as ActivityLevel })}>
                  {ACTIVITY_LEVELS.map(({ value, label, description }) => (
                    <option key={value} value={value}>
                      {label} — {description}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Goal" className={styles.wide}>
                <Select value={goal} onChange={(_, { value }) => setGoal(value as Goal)}>
                  <option value="maintain">Maintain my weight</option>
                  <option value="lose">Lose weight</option>
                  <option value="gain">Gain weight</option>
                  <option value="build_muscle">Build muscle</option>
                </Select>
              </Field>
              {(goal === 'lose' || goal === 'gain') && (
                <>
                  <Field label={`Goal weight (${weightUnit})`} validationMessage={errors.weightGoal}>
                    <Input type="number" inputMode="decimal" value={form.weightGoal} onChange={(_, { value }) => change({ weightGoal: value })} />
                  </Field>
                  <Field label="In (weeks)" validationMessage={errors.weightGoalTimeframe}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={form.weightGoalTimeframe}
                      onChange={(_, { value }) => change({ weightGoalTimeframe: value })}
                    />
                  </Field>
                </>
              )}
            </div>
            <MacroPreview query={queryRef} preview={preview} saved={savedTargets} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onDone} disabled={isSaving}>
              Skip for now
            </Button>
            <Button appearance="primary" onClick={() => void save()} disabled={isSaving} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
              Save my targets
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
