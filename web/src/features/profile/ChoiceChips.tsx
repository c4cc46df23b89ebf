import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  label: { margin: `0 0 ${tokens.spacingVerticalS}`, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  hint: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface ChoiceChipsProps {
  id: string;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onChange(selected: string[]): void;
}

/** A multi-select as toggle chips (each chip is a pressed/unpressed button). */
export function ChoiceChips({ id, label, hint, options, selected, onChange }: ChoiceChipsProps) {
  const styles = useStyles();
  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      <div className={styles.root}>
        {options.map(({ value, label: optionLabel }) => {
          const isSelected = selected.includes(value);
          return (
            <ToggleButton
              key={value}
              shape="circular"
              size="small"
              checked={isSelected}
              appearance={isSelected ? 'primary' : 'outline'}
              icon={isSelected ? <CheckmarkRegular /> : undefined}
              onClick={() => toggle(value)}
            >
              {optionLabel}
            </ToggleButton>
          );
        })}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
