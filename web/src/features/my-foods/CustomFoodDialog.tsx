import {
  Button,
  Combobox,
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
  Option,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { CustomFoodFields } from '../../__generated__/useCustomFoodMutationsCreateMutation.graphql';
import { fieldMessages, toRequestError } from '../../relay/graphqlErrors';
import { EMPTY_CUSTOM_FOOD, needsServingGrams, SERVING_UNITS, validateCustomFood, type CustomFoodErrors, type CustomFoodForm } from './customFoodForm';

const useStyles = makeStyles({
  surface: { width: 'min(560px, calc(100vw - 32px))' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
});

const numberProps = { type: 'number' as const, inputMode: 'decimal' as const, min: 0, step: 'any' };

interface CustomFoodDialogProps {
  title: string;
  initial?: CustomFoodForm;
  isSaving: boolean;
  onClose(): void;
  onSave(fields: CustomFoodFields): Promise<void>;
}

/** Create or edit a food of your own; nutrients are per serving. */
export function CustomFoodDialog({ title, initial = EMPTY_CUSTOM_FOOD, isSaving, onClose, onSave }: CustomFoodDialogProps) {
  const styles = useStyles();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<CustomFoodErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = (fields: Partial<CustomFoodForm>) => setForm((current) => ({ ...current, ...fields }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCustomFood(form);
    setErrors(result.errors);
    if (!result.fields) return;
    setServerError(null);
    onSave(result.fields).catch((error: unknown) => {
      const requestError = toRequestError(error);
      setErrors(fieldMessages(requestError) as CustomFoodErrors);
      setServerError(requestError.message);
    });
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {serverError && <MessageBar intent="error">{serverError}</MessageBar>}
              <div className={styles.pair}>
                <Field label="Name" required validationMessage={errors.name}>
                  <Input value={form.name} onChange={(_, data) => change({ name: data.value })} />
                </Field>
                <Field label="Brand (optional)" validationMessage={errors.brand}>
                  <Input value={form.brand} onChange={(_, data) => change({ brand: data.value })} />
                </Field>
              </div>
              <div className={styles.row}>
                <Field label="Serving size" required validationMessage={errors.servingSize}>
                  <Input {...numberProps} value={form.servingSize} onChange={(_, data) => change({ servingSize: data.value })} />
                </Field>
                <Field label="Serving unit" required validationMessage={errors.servingUnit}>
                  <Combobox
                    freeform
                    value={form.servingUnit}
                    selectedOptions={[form.servingUnit]}
                    onChange={(event) => change({ servingUnit: event.target.value })}
                    onOptionSelect={(_, data) => change({ servingUnit: data.optionValue ?? '' })}
                  >
                    {SERVING_UNITS.map((unit) => (
                      <Option key={unit} value={unit}>
                        {unit}
                      </Option>
                    ))}
                  </Combobox>
                </Field>
                {needsServingGrams(form.servingUnit) && (
                  <Field label="Grams per serving" required validationMessage={errors.servingGrams}>
                    <Input {...numberProps} value={form.servingGrams} onChange={(_, data) => change({ servingGrams: data.value })} />
                  </Field>
                )}
              </div>
              <div className={styles.row}>
                <Field label="Calories (kcal)" required validationMessage={errors.calories}>
                  <Input {...numberProps} value={form.calories} onChange={(_, data) => change({ calories: data.value })} />
                </Field>
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
              <Button appearance="primary" type="submit" disabled={isSaving}>
                Save food
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
