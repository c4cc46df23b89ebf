import { Button, Dropdown, Field, Input, makeStyles, MessageBar, MessageBarBody, Option, Spinner, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { toLocalDateKey } from '../../shell/dayNavigation/formatDayLabel';
import { InfoCard } from '../../shell/InfoCard';
import { formatRange } from './labValueFormat';
import {
  emptyManualRow,
  hasManualErrors,
  toManualLabValues,
  validateManualEntry,
  type ManualEntryErrors,
  type ManualRow,
  type ManualRowErrors,
} from './manualEntryState';
import { MarkerCombobox } from './MarkerCombobox';
import { useMarkerCatalog } from './useMarkerCatalog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  date: { maxWidth: '220px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  marker: { flex: '1 1 240px', minWidth: 0 },
  value: { flex: '0 1 120px', minWidth: '96px' },
  unit: { flex: '0 1 150px', minWidth: '120px' },
  unitDropdown: { minWidth: 0, width: '100%' },
  remove: { alignSelf: 'flex-end', marginBottom: tokens.spacingVerticalXXS },
  range: { flexBasis: '100%', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  spacer: { flex: 1 },
});

const FIRST_ROWS = 3;

interface BloodworkManualEntryProps {
  onSave(input: { date: string; labValues: { name: string; value: number; unit: string }[] }): Promise<string>;
  isSaving: boolean;
  onSaved(id: string): void;
  onCancel(): void;
}

/** Typed results: a date and several marker rows, each with autocomplete and the marker's units. */
export function BloodworkManualEntry({ onSave, isSaving, onSaved, onCancel }: BloodworkManualEntryProps) {
  const styles = useStyles();
  const today = toLocalDateKey(new Date());
  const { markers, isLoading, error: catalogError } = useMarkerCatalog();
  const [date, setDate] = useState(today);
  const [rows, setRows] = useState<ManualRow[]>(() => Array.from({ length: FIRST_ROWS }, emptyManualRow));
  const [errors, setErrors] = useState<ManualEntryErrors>({ rows: {} });
  const [serverError, setServerError] = useState<string | null>(null);

  const changeRow = (id: number, patch: Partial<ManualRow>) => {
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    setErrors((previous) => ({ ...previous, form: undefined, rows: { ...previous.rows, [id]: {} } }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const nextErrors = validateManualEntry({ date, rows, today }, markers);
    setErrors(nextErrors);
    if (hasManualErrors(nextErrors)) return;
    const values = toManualLabValues(rows);
    try {
      const id = await onSave({ date, labValues: values.map(({ input }) => input) });
      onSaved(id);
    } catch (error) {
      const requestError = toRequestError(error);
      const rowErrors: ManualEntryErrors['rows'] = {};
      for (const { field, message } of requestError.fieldErrors) {
        const match = /^labValues\.(\d+)\.(name|value|unit)$/.exec(field);
        const rowId = match ? values[Number(match[1])]?.rowId : undefined;
        if (!match || rowId === undefined) continue;
        const key: keyof ManualRowErrors = match[2] === 'name' ? 'marker' : match[2] === 'unit' ? 'unit' : 'value';
        rowErrors[rowId] = { ...rowErrors[rowId], [key]: message };
      }
      setErrors({ rows: rowErrors });
      setServerError(requestError.message);
    }
  };

  return (
    <InfoCard title="Enter results manually">
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Enter results manually">
        <Field className={styles.date} label="Date of the blood test" required validationMessage={errors.date}>
          <Input type="date" value={date} max={today} onChange={(_, data) => setDate(data.value)} />
        </Field>
        {isLoading && <Spinner size="tiny" label="Loading the marker list…" labelPosition="after" />}
        {catalogError && (
          <MessageBar intent="error">
            <MessageBarBody>{catalogError}</MessageBarBody>
          </MessageBar>
        )}
        <ol className={styles.list} aria-label="Values">
          {rows.map((row, index) => {
            const marker = markers.find((candidate) => candidate.key === row.marker) ?? null;
            const rowErrors = errors.rows[row.id];
            const rowName = marker?.name ?? `row ${index + 1}`;
            return (
              <li key={row.id} className={styles.row}>
                <Field className={styles.marker} label={`Marker ${index + 1}`} validationMessage={rowErrors?.marker}>
                  <MarkerCombobox
                    markers={markers}
                    value={row.marker}
                    aria-invalid={Boolean(rowErrors?.marker)}
                    onChange={(chosen) => changeRow(row.id, chosen ? { marker: chosen.key, unit: chosen.unit } : { marker: '', unit: '' })}
                  />
                </Field>
                <Field className={styles.value} label="Value" validationMessage={rowErrors?.value}>
                  <Input
                    value={row.value}
                    inputMode="decimal"
                    aria-label={`Value for ${rowName}`}
                    onChange={(_, data) => changeRow(row.id, { value: data.value })}
                  />
                </Field>
                <Field className={styles.unit} label="Unit" validationMessage={rowErrors?.unit}>
                  <Dropdown
                    className={styles.unitDropdown}
                    aria-label={`Unit for ${rowName}`}
                    placeholder="Unit"
                    value={row.unit}
                    selectedOptions={row.unit ? [row.unit] : []}
                    disabled={!marker}
                    onOptionSelect={(_, data) => data.optionValue && changeRow(row.id, { unit: data.optionValue })}
                  >
                    {(marker?.units ?? []).map((unit) => (
                      <Option key={unit} value={unit}>
                        {unit}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Tooltip content={`Remove ${rowName}`} relationship="label">
                  <Button
                    className={styles.remove}
                    appearance="subtle"
                    icon={<DismissRegular />}
                    disabled={rows.length === 1}
                    onClick={() => setRows((previous) => previous.filter((candidate) => candidate.id !== row.id))}
                  />
                </Tooltip>
                {marker && (
                  <Text className={styles.range}>
                    Usual range {formatRange(marker.refLow, marker.refHigh)} {marker.unit}
                  </Text>
                )}
              </li>
            );
          })}
        </ol>
        <div aria-live="polite">
          {(errors.form || serverError) && (
            <MessageBar intent="error">
              <MessageBarBody>{errors.form ?? serverError}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        <div className={styles.actions}>
          <Button icon={<AddRegular />} onClick={() => setRows((previous) => [...previous, emptyManualRow()])}>
            Add a row
          </Button>
          <span className={styles.spacer} />
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" appearance="primary" disabled={isSaving || isLoading} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
            {isSaving ? 'Saving…' : 'Save results'}
          </Button>
        </div>
      </form>
    </InfoCard>
  );
}
