import { Badge, Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { ModelPicker_models$key } from '../../__generated__/ModelPicker_models.graphql';

const modelsFragment = graphql`
  fragment ModelPicker_models on AIModel @relay(plural: true) {
    id
    label
    available
    isAllowed
    isDefault
    tier
    provider
  }
`;

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column', gap: '2px' },
  optionTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface ModelPickerProps {
  models: ModelPicker_models$key;
  value: string;
  onChange: (modelId: string) => void;
  label?: string;
  disabled?: boolean;
  /** Model ids left out (a second opinion needs a different model). */
  exclude?: string[];
}

function availabilityNote(model: { available: boolean; provider: string; isAllowed: boolean }) {
  if (!model.isAllowed) return 'Pro only';
  if (model.provider === 'builtin') return 'No AI provider needed';
  return model.available ? 'Available' : 'Not configured here: the built-in engine runs instead';
}

/** A model picker showing availability and Pro locks; models the user may not use are disabled. */
export function ModelPicker({ models, value, onChange, label = 'AI model', disabled, exclude = [] }: ModelPickerProps) {
  const styles = useStyles();
  const data = useFragment(modelsFragment, models).filter((model) => !exclude.includes(model.id));
  const selected = data.find((model) => model.id === value);
  return (
    <Field label={label} hint={selected ? availabilityNote(selected) : undefined}>
      <Dropdown
        value={selected?.label ?? ''}
        selectedOptions={selected ? [selected.id] : []}
        onOptionSelect={(_, option) => option.optionValue && onChange(option.optionValue)}
        disabled={disabled}
        placeholder="Choose a model"
      >
        {data.map((model) => (
          <Option key={model.id} value={model.id} text={model.label} disabled={!model.isAllowed}>
            <div className={styles.option}>
              <span className={styles.optionTop}>
                {!model.isAllowed && <LockClosedRegular aria-label="Locked" />}
                <Text>{model.label}</Text>
                {model.tier === 'pro' && (
                  <Badge size="small" appearance="tint" color="important">
                    Pro
                  </Badge>
                )}
                {model.isDefault && (
                  <Badge size="small" appearance="outline" color="brand">
                    Default
                  </Badge>
                )}
              </span>
              <span className={styles.note}>{availabilityNote(model)}</span>
            </div>
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
