import { Field, Select } from '@fluentui/react-components';
import { MEAL_LABELS, MEAL_TYPES, type MealType } from './mealTypes';

export interface MealSelectFieldProps {
  value: MealType;
  onChange: (mealType: MealType) => void;
}

/** The 'Meal' picker of the add-food and quick-add dialogs. */
export function MealSelectField({ value, onChange }: MealSelectFieldProps) {
  return (
    <Field label="Meal">
      <Select value={value} onChange={(_, data) => onChange(data.value as MealType)}>
        {MEAL_TYPES.map((option) => (
          <option key={option} value={option}>
            {MEAL_LABELS[option]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
