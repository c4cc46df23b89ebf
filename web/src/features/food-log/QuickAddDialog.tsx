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
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MealSelectField } from './MealSelectField';
import { MEAL_LABELS, type MealType } from './mealTypes';
import { EMPTY_QUICK_ADD, validateQuickAdd, type QuickAddErrors, type QuickAddForm, type QuickAddValues } from './quickAddForm';

const useStyles = makeStyles({
  surface: { width: 'min(480px, calc(100vw - 32px))' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  macros: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
});

interface QuickAddDialogProps {
  open: boolean;
  initialMealType: MealType;
  dayLabel: string;
  onClose(): void;
  onSubmit(values: QuickAddValues & { mealType: MealType }): void;
}

const numberProps = { type: 'number' as const, inputMode: 'decimal' as const, min: 0, step: 'any' };

/** Calories (and optional macros) without looking a food up. */
export function QuickAddDialog({ open, initialMealType, dayLabel, onClose, onSubmit }: QuickAddDialogProps) {
  const styles = useStyles();
  const [form, setForm] = useState<QuickAddForm>(EMPTY_QUICK_ADD);
  const [errors, setErrors] = useState<QuickAddErrors>({});
  const [mealType, setMealType] = useState(initialMealType);
  const change = (fields: Partial<QuickAddForm>) => setForm((current) => ({ ...current, ...fields }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateQuickAdd(form);
    setErrors(result.errors);
    if (result.values) onSubmit({ ...result.values, mealType });
  };
  const errorCount = Object.keys(errors).length;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>Quick add · {dayLabel}</DialogTitle>
            <DialogContent className={styles.form}>
              {errorCount > 0 && <MessageBar intent="error">Check the highlighted fields.</MessageBar>}
              <MealSelectField value={mealType} onChange={setMealType} />
              <Field label="Name (optional)" validationMessage={errors.name}>
                <Input value={form.name} placeholder="e.g. Office birthday cake" onChange={(_, data) => change({ name: data.value })} />
              </Field>
              <Field label="Calories (kcal)" required validationMessage={errors.calories}>
                <Input {...numberProps} value={form.calories} onChange={(_, data) => change({ calories: data.value })} />
              </Field>
              <div className={styles.macros}>
                <Field label="Protein (g)" validationMessage={errors.protein}>
                  <Input {...numberProps} value={form.protein} onChange={(_, data) => change({ protein: data.value })} />
                </Field>
                <Field label="Carbs (g)" validationMessage={errors.carbs}>
                  <Input {...numberProps} value={form.carbs} onChange={(_, data) => change({ carbs: data.value })} />
                </Field>
                <Field label="Fat (g)" validationMessage={errors.fat}>
                  <Input {...numberProps} value={form.fat} onChange={(_, data) => change({ fat: data.value })} />
                </Field>
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit">
                Add to {MEAL_LABELS[mealType]}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
