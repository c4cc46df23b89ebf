import { Combobox, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { InfoCard } from '../../shell/InfoCard';
import { supportedTimeZones } from './profileOptions';
import type { ProfileSectionProps } from './ProfileSectionProps';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});

const MAX_TIME_ZONE_OPTIONS = 60;

export interface AiModelOption {
  readonly id: string;
  readonly label: string;
  readonly isDefault: boolean;
  readonly isAllowed: boolean;
}

/** Offers the models this server can run (the server lists no others); a saved choice it cannot run shows its default. */
export function ProfilePreferencesSection({ form, errors, onChange, models }: ProfileSectionProps & { models: ReadonlyArray<AiModelOption> }) {
  const styles = useStyles();
  const timeZones = useMemo(supportedTimeZones, []);
  const shownModel = models.find((model) => model.id === form.preferredAIModel) ?? models.find((model) => model.isDefault);
  const [timeZoneQuery, setTimeZoneQuery] = useState<string | null>(null);
  const matchingTimeZones = useMemo(() => {
    const query = (timeZoneQuery ?? '').trim().toLowerCase().replace(/\s+/g, '_');
    return timeZones.filter((zone) => zone.toLowerCase().includes(query)).slice(0, MAX_TIME_ZONE_OPTIONS);
  }, [timeZones, timeZoneQuery]);

  return (
    <InfoCard title="Preferences">
      <div className={styles.grid}>
        <Field
          label="Preferred AI model"
          validationMessage={errors.preferredAIModel}
          hint={
            models.length === 1
              ? 'This server runs the built-in engine: it needs no AI provider.'
              : 'Free accounts use the default model; other models come with Pro.'
          }
        >
          <Dropdown
            value={shownModel?.label ?? ''}
            selectedOptions={shownModel ? [shownModel.id] : []}
            onOptionSelect={(_, data) => data.optionValue && onChange({ preferredAIModel: data.optionValue })}
          >
            {models.map((model) => (
              <Option key={model.id} value={model.id} text={model.label} disabled={!model.isAllowed}>
                {model.isAllowed ? model.label : `${model.label} (Pro)`}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Time zone" validationMessage={errors.timezone} hint="Days in your logs start at midnight here.">
          <Combobox
            freeform
            value={timeZoneQuery ?? form.timezone}
            selectedOptions={[form.timezone]}
            onOptionSelect={(_, data) => {
              if (data.optionValue) onChange({ timezone: data.optionValue });
              setTimeZoneQuery(null);
            }}
            onChange={(event) => setTimeZoneQuery(event.target.value)}
            onBlur={() => setTimeZoneQuery(null)}
          >
            {matchingTimeZones.map((zone) => (
              <Option key={zone} value={zone}>
                {zone}
              </Option>
            ))}
          </Combobox>
        </Field>
      </div>
    </InfoCard>
  );
}
