import { Checkbox, Dropdown, Field, Input, makeStyles, mergeClasses, Option, Text, tokens } from '@fluentui/react-components';
import { formatRange } from './labValueFormat';
import { MarkerCombobox } from './MarkerCombobox';
import type { ReviewRow, RowErrors } from './reviewState';
import type { BloodworkMarker } from './useMarkerCatalog';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  excluded: { opacity: 0.7 },
  keep: { flex: '0 0 auto', paddingTop: tokens.spacingVerticalXS },
  name: { flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  markerName: { fontWeight: tokens.fontWeightSemibold },
  printed: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { flex: '0 1 120px', minWidth: '96px' },
  unit: { flex: '0 1 150px', minWidth: '120px' },
  unitDropdown: { minWidth: '0', width: '100%' },
  range: { flex: '0 1 140px', minWidth: '110px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  rangeLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

interface ReviewRowEditorProps {
  row: ReviewRow;
  errors: RowErrors | undefined;
  markers: ReadonlyArray<BloodworkMarker>;
  onChange(patch: Partial<ReviewRow>): void;
}

/** One reviewed value: keep or leave out, the marker (for unmatched rows), value, unit and range. */
export function ReviewRowEditor({ row, errors, markers, onChange }: ReviewRowEditorProps) {
  const styles = useStyles();
  const marker = markers.find((candidate) => candidate.key === row.marker) ?? null;
  const title = marker?.name ?? row.printedName;
  const units = marker ? marker.units : [row.unit];
  const keepsPrintedRange = row.unit === row.originalUnit && (row.refLow !== null || row.refHigh !== null);

  return (
    <li className={mergeClasses(styles.row, !row.isIncluded && styles.excluded)} aria-label={title}>
      <Checkbox
        className={styles.keep}
        checked={row.isIncluded}
        onChange={(_, data) => onChange({ isIncluded: data.checked === true })}
        aria-label={`Keep ${title}`}
      />
      <div className={styles.name}>
        {row.kind === 'unmatched' ? (
          <Field label={`Marker for “${row.printedName}”`} validationMessage={errors?.marker} size="small">
            <MarkerCombobox
              markers={markers}
              value={row.marker}
              aria-invalid={Boolean(errors?.marker)}
              onChange={(chosen) =>
                onChange(
                  chosen
                    ? { marker: chosen.key, isIncluded: true, unit: chosen.units.includes(row.unit) ? row.unit : chosen.unit }
                    : { marker: '' },
                )
              }
            />
          </Field>
        ) : (
          <>
            <Text className={styles.markerName}>{title}</Text>
            {row.printedName && row.printedName !== title && <Text className={styles.printed}>Printed as “{row.printedName}”</Text>}
          </>
        )}
      </div>
      <Field className={styles.value} label="Value" validationMessage={errors?.value} size="small">
        <Input
          value={row.value}
          inputMode="decimal"
          aria-label={`Value for ${title}`}
          onChange={(_, data) => onChange({ value: data.value })}
        />
      </Field>
      <Field className={styles.unit} label="Unit" validationMessage={errors?.unit} size="small">
        <Dropdown
          className={styles.unitDropdown}
          aria-label={`Unit for ${title}`}
          value={row.unit || '—'}
          selectedOptions={[row.unit]}
          disabled={!marker}
          onOptionSelect={(_, data) => data.optionValue && onChange({ unit: data.optionValue })}
        >
          {units.map((unit) => (
            <Option key={unit} value={unit}>
              {unit || '—'}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.range}>
        <Text className={styles.rangeLabel}>{keepsPrintedRange ? 'Printed range' : 'Default range'}</Text>
        <Text>
          {keepsPrintedRange
            ? `${formatRange(row.refLow, row.refHigh)} ${row.originalUnit}`
            : marker
              ? `${formatRange(marker.refLow, marker.refHigh)} ${marker.unit}`
              : '—'}
        </Text>
      </div>
    </li>
  );
}
