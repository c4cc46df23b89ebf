import { Badge, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { ModelPicker_models$data } from '../../__generated__/ModelPicker_models.graphql';
import { availabilityNote } from './modelAvailability';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column', gap: '2px' },
  optionTop: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Model = ModelPicker_models$data[number];

interface ModelDropdownProps {
  models: ReadonlyArray<Model>;
  selected: Model | undefined;
  onChange: (modelId: string) => void;
  disabled?: boolean;
}

/** The models to choose from, with Pro locks and badges; models the user may not use are disabled. */
export function ModelDropdown({ models, selected, onChange, disabled }: ModelDropdownProps) {
  const styles = useStyles();
  return (
    <Dropdown
      value={selected?.label ?? ''}
      selectedOptions={selected ? [selected.id] : []}
      onOptionSelect={(_, option) => option.optionValue && onChange(option.optionValue)}
      disabled={disabled}
      placeholder="Choose a model"
    >
      {models.map((model) => (
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
            {availabilityNote(model) && <span className={styles.note}>{availabilityNote(model)}</span>}
          </div>
        </Option>
      ))}
    </Dropdown>
  );
}
