import { Badge, Checkbox, Dropdown, Field, Input, makeStyles, mergeClasses, Option, Text, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { formatRange } from './labValueFormat';
import { MarkerCombobox } from './MarkerCombobox';
import type { LabReader, ReviewRow, RowErrors } from './reviewState';
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
  needsReview: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    boxShadow: `inset 3px 0 0 ${tokens.colorPaletteYellowBorderActive}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
  },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXXS },
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

/** Which reader found a value, in the words the review shows. */
export const READER_LABELS: Record<LabReader, string> = {
  text: 'PDF text',
  ocr: 'Scanned text',
  model: 'AI model',
};

interface ReviewRowEditorProps {
  row: ReviewRow;
  errors: RowErrors | undefined;
  markers: ReadonlyArray<BloodworkMarker>;
  /** Whether to name the reader of each value (only when not every value came from the PDF's text). */
  showsReader: boolean;
  onChange(patch: Partial<ReviewRow>): void;
}

/** One reviewed value: keep or leave out, the marker (for unmatched rows), value, unit and range. */
export function ReviewRowEditor({ row, errors, markers, showsReader, onChange }: ReviewRowEditorProps) {
  const styles = useStyles();
  const marker = markers.find((candidate) => candidate.key === row.marker) ?? null;
  const title = marker?.name ?? row.printedName;
  const units = marker ? marker.units : [row.unit];
  const keepsPrintedRange = row.unit === row.originalUnit && (row.refLow !== null || row.refHigh !== null);

  return (
    <li className={mergeClasses(styles.row, row.needsReview && styles.needsReview, !row.isIncluded && styles.excluded)} aria-label={title}>
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
                onChange(chosen ? { marker: chosen.key, isIncluded: true, unit: chosen.units.includes(row.unit) ? row.unit : chosen.unit } : { marker: '' })
              }
            />
          </Field>
        ) : (
          <>
            <Text className={styles.markerName}>{title}</Text>
            {row.printedName && row.printedName !== title && <Text className={styles.printed}>Printed as “{row.printedName}”</Text>}
          </>
        )}
        {(showsReader || row.needsReview) && (
          <div className={styles.badges}>
            {showsReader && (
              <Badge appearance="outline" color="informative" size="small">
                Found by: {READER_LABELS[row.foundBy]}
              </Badge>
            )}
            {row.needsReview && (
              <Badge appearance="tint" color="warning" size="small" icon={<EyeRegular />}>
                Check this value
              </Badge>
            )}
          </div>
        )}
      </div>
      <Field className={styles.value} label="Value" validationMessage={errors?.value} size="small">
        <Input value={row.value} inputMode="decimal" aria-label={`Value for ${title}`} onChange={(_, data) => onChange({ value: data.value })} />
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
