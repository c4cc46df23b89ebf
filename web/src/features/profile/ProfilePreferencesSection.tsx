import { Combobox, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { InfoCard } from '../../shell/InfoCard';
import { AI_MODELS, supportedTimeZones } from './profileOptions';
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

export function ProfilePreferencesSection({ form, errors, onChange }: ProfileSectionProps) {
  const styles = useStyles();
  const timeZones = useMemo(supportedTimeZones, []);
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
          hint="Free accounts use the default model; other models come with Pro."
        >
          <Combobox
            freeform
            value={form.preferredAIModel}
            selectedOptions={[form.preferredAIModel]}
            onOptionSelect={(_, data) => data.optionValue && onChange({ preferredAIModel: data.optionValue })}
            onChange={(event) => onChange({ preferredAIModel: event.target.value })}
          >
            {AI_MODELS.map((model) => (
              <Option key={model} value={model}>
                {model}
              </Option>
            ))}
          </Combobox>
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
