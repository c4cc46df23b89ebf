import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PortionPicker_food$key } from '../../__generated__/PortionPicker_food.graphql';
import { foodSourceLabel } from './foodSource';
import { MealSelectField } from './MealSelectField';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { formatGrams, formatKcal, macrosForGrams, type Macros } from './nutritionMath';

export interface PortionChoice {
  foodId: string;
  mealType: MealType;
  quantity: number;
  unit: string;
  preview: { name: string; brand: string | null; grams: number | null; macros: Macros };
}

interface PortionPickerProps {
  food: PortionPicker_food$key;
  mealType: MealType;
  /** A saved food's own amount, otherwise the food's default portion. */
  initialAmount?: { quantity: number; unit: string } | null;
  isSubmitting?: boolean;
  /** Defaults to 'Add to <meal>'. */
  submitLabel?: string;
  onMealTypeChange(mealType: MealType): void;
  onSubmit(choice: PortionChoice): void;
  onBack?(): void;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
  amount: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalM },
  preview: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.5fr) repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  figure: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  figureValue: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    '@media (max-width: 480px)': { fontSize: tokens.fontSizeBase400 },
  },
  figureLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Quantity, unit and meal for one food, with calories and macros that follow every change. */
export function PortionPicker(props: PortionPickerProps) {
  const { food: foodKey, mealType, initialAmount, isSubmitting, submitLabel, onMealTypeChange, onSubmit, onBack } = props;
  const styles = useStyles();
  const food = useFragment(
    graphql`
      fragment PortionPicker_food on Food {
        id
        name
        displayName
        brand
        source
        defaultPortion {
          quantity
          unit
        }
        units {
          unit
          label
          gramsPerUnit
        }
        per100g {
          calories
          protein
          carbs
          fat
        }
      }
    `,
    foodKey,
  );
  const startAmount = initialAmount ?? food.defaultPortion;
  const [quantityText, setQuantityText] = useState(String(startAmount.quantity));
  const [unit, setUnit] = useState(food.units.some((candidate) => candidate.unit === startAmount.unit) ? startAmount.unit : (food.units[0]?.unit ?? 'g'));
  const quantity = Number(quantityText);
  const isQuantityValid = quantityText.trim() !== '' && Number.isFinite(quantity) && quantity > 0 && quantity <= 10000;
  const gramsPerUnit = food.units.find((candidate) => candidate.unit === unit)?.gramsPerUnit ?? 0;
  // Computed here rather than asked of the server: every unit's weight and the values per
  // 100 g are already loaded, so the numbers follow each keystroke without a round trip.
  const grams = isQuantityValid ? quantity * gramsPerUnit : 0;
  const macros = macrosForGrams(food.per100g, grams);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isQuantityValid || isSubmitting) return;
    onSubmit({
      foodId: food.id,
      mealType,
      quantity,
      unit,
      preview: { name: food.displayName, brand: food.brand ?? null, grams, macros },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Portion of ${food.displayName}`}>
      <div className={styles.heading}>
        <h3 className={styles.name}>{food.displayName}</h3>
        <Text className={styles.detail}>
          {food.displayName !== food.name && `${food.name} · `}
          {food.brand ?? foodSourceLabel(food.source)}
        </Text>
      </div>
      <div className={styles.amount}>
        <Field label="Quantity" validationMessage={isQuantityValid ? undefined : 'Enter an amount above 0.'}>
          <Input type="number" inputMode="decimal" min={0} step="any" value={quantityText} onChange={(_, data) => setQuantityText(data.value)} />
        </Field>
        <Field label="Unit" hint={isQuantityValid ? formatGrams(grams) : undefined}>
          <Select value={unit} onChange={(_, data) => setUnit(data.value)}>
            {food.units.map((option) => (
              <option key={option.unit} value={option.unit}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <MealSelectField value={mealType} onChange={onMealTypeChange} />
      <div className={styles.preview} aria-live="polite" aria-label="Nutrition for this portion" role="group">
        <Figure value={formatKcal(macros.calories)} label="Calories" testId="portion-calories" />
        <Figure value={formatGrams(macros.protein)} label="Protein" />
        <Figure value={formatGrams(macros.carbs)} label="Carbs" />
        <Figure value={formatGrams(macros.fat)} label="Fat" />
      </div>
      <div className={styles.actions}>
        {onBack ? (
          <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button appearance="primary" type="submit" disabled={!isQuantityValid || isSubmitting}>
          {submitLabel ?? `Add to ${MEAL_LABELS[mealType]}`}
        </Button>
      </div>
    </form>
  );
}

function Figure({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.figure}>
      <span className={styles.figureValue} data-testid={testId}>
        {value}
      </span>
      <span className={styles.figureLabel}>{label}</span>
    </div>
  );
}
