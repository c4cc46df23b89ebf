import type { ProfileErrors, ProfileFormState } from './profileFormState';

export interface ProfileSectionProps {
  form: ProfileFormState;
  errors: ProfileErrors;
  onChange(patch: Partial<ProfileFormState>): void;
}
