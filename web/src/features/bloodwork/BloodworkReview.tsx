import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BloodworkReview_entry$key } from '../../__generated__/BloodworkReview_entry.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { formatLabDate } from './labValueFormat';
import { ReviewRowEditor } from './ReviewRowEditor';
import { reviewRowsFrom, rowErrorsFromFields, toLabValueInputs, validateReviewRows, type ReviewRow, type ReviewRowKind, type RowErrors } from './reviewState';
import { useMarkerCatalog } from './useMarkerCatalog';
import { useUpdateBloodworkMutation } from './useUpdateBloodworkMutation';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  date: { maxWidth: '220px' },
  status: { marginRight: 'auto' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    position: 'sticky',
    bottom: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
    zIndex: 2,
    '@media (max-width: 1023px)': { bottom: 'calc(76px + env(safe-area-inset-bottom))' },
  },
});

const SECTIONS: { kind: ReviewRowKind; title: string; description: string }[] = [
  { kind: 'matched', title: 'Matched', description: 'Recognised, with the range printed on the report.' },
  {
    kind: 'default',
    title: 'New: default ranges used',
    description: 'Recognised, but no range was printed, so the usual range for your sex is used.',
  },
  {
    kind: 'unmatched',
    title: 'Not recognised',
    description: 'Choose the marker to keep one of these values; the rest are left out when you save.',
  },
];

interface BloodworkReviewProps {
  entry: BloodworkReview_entry$key;
  onSaved(id: string): void;
  /** A draft (an upload not yet saved) can be discarded, which deletes it and its PDF. */
  onDiscard(id: string): Promise<void>;
  isDiscarding: boolean;
  /** Leaves a saved entry unchanged. */
  onCancel(): void;
}

const MISSING_DATE = 'No collection date was found on the report. Enter the date your sample was taken.';

/**
 * The review step: every value of an upload is checked and editable before it is confirmed; until then the upload
 * is a draft that counts nowhere. The same form edits a saved entry.
 */
export function BloodworkReview({ entry: entryRef, onSaved, onDiscard, isDiscarding, onCancel }: BloodworkReviewProps) {
  const styles = useStyles();
  const entry = useFragment(
    graphql`
      fragment BloodworkReview_entry on BloodworkEntry {
        id
        date
        status
        isDateMissing
        pdfFilename
        labValues {
          marker
          printedName
          value
          qualifier
          unit
          refLow
          refHigh
          refSource
          foundBy
          needsReview
        }
        unmatched {
          printedName
          value
          qualifier
          unit
          refLow
          refHigh
          foundBy
          needsReview
        }
      }
    `,
    entryRef,
  );
  const initialRows = useMemo(() => reviewRowsFrom(entry.labValues, entry.unmatched), [entry]);
  const [rows, setRows] = useState<ReviewRow[]>(initialRows);
  const isDraft = entry.status === 'draft';
  // No printed date: the stored one is a placeholder, so the field starts empty and must be filled.
  const [date, setDate] = useState<string>(entry.isDateMissing ? '' : entry.date);
  const [dateError, setDateError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { markers, isLoading, error: catalogError } = useMarkerCatalog();
  const [update, isSaving] = useUpdateBloodworkMutation();

  const changeRow = (id: string, patch: Partial<ReviewRow>) => {
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    setErrors((previous) => {
      if (!previous[id]) return previous;
      const next = { ...previous };
      delete next[id];
      return next;
    });
  };

  const onSave = async () => {
    setMessage(null);
    const nextErrors = validateReviewRows(rows, markers);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) {
      setMessage('Please correct the highlighted values.');
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDateError(entry.isDateMissing ? MISSING_DATE : 'Enter the collection date.');
      setMessage('Enter the collection date.');
      return;
    }
    const kept = toLabValueInputs(rows);
    if (kept.length === 0) {
      setMessage('Keep at least one value, or discard this report.');
      return;
    }
    try {
      await update({ id: entry.id, date, labValues: kept.map(({ input }) => input), dismissUnmatched: true });
      onSaved(entry.id);
    } catch (error) {
      const requestError = toRequestError(error);
      setErrors(
        rowErrorsFromFields(
          requestError.fieldErrors,
          kept.map(({ rowId }) => rowId),
        ),
      );
      setDateError(requestError.fieldErrors.some(({ field }) => field === 'date') ? requestError.message : undefined);
      setMessage(requestError.message);
    }
  };

  const title = isDraft ? 'Review the values found' : 'Edit values';
  const showsReader = rows.some((row) => row.foundBy !== 'text');
  const toCheck = rows.filter((row) => row.needsReview).length;
  return (
    <div className={styles.stack}>
      <InfoCard title={title}>
        <Text as="p" className={styles.muted}>
          {entry.pdfFilename ? `From ${entry.pdfFilename}. ` : ''}
          {isDraft
            ? 'Check each value against your report and correct anything that was misread. Nothing counts in your trends or analyses until you save.'
            : 'Your changes replace the saved values.'}
        </Text>
        {toCheck > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {toCheck === 1 ? '1 value was hard to read and is highlighted.' : `${toCheck} values were hard to read and are highlighted.`} Compare
              {toCheck === 1 ? ' it' : ' them'} with your report before saving.
            </MessageBarBody>
          </MessageBar>
        )}
        <Field
          className={styles.date}
          label="Collection date"
          required={entry.isDateMissing}
          validationMessage={dateError ?? (entry.isDateMissing && !date ? MISSING_DATE : undefined)}
          validationState={dateError ? 'error' : entry.isDateMissing && !date ? 'warning' : 'none'}
          hint={isDraft && !entry.isDateMissing ? `Printed on the report: ${formatLabDate(entry.date)}` : undefined}
        >
          <Input
            type="date"
            value={date}
            onChange={(_, data) => {
              setDate(data.value);
              setDateError(undefined);
            }}
          />
        </Field>
        {isLoading && <Spinner size="tiny" label="Loading the marker list…" labelPosition="after" />}
        {catalogError && (
          <MessageBar intent="error">
            <MessageBarBody>{catalogError}</MessageBarBody>
          </MessageBar>
        )}
      </InfoCard>
      {SECTIONS.map(({ kind, title: sectionTitle, description }) => {
        const sectionRows = rows.filter((row) => row.kind === kind);
        if (sectionRows.length === 0) return null;
        return (
          <InfoCard key={kind} title={`${sectionTitle} (${sectionRows.length})`}>
            <Text as="p" className={styles.muted}>
              {description}
            </Text>
            <ul className={styles.list}>
              {sectionRows.map((row) => (
                <ReviewRowEditor
                  key={row.id}
                  row={row}
                  errors={errors[row.id]}
                  markers={markers}
                  showsReader={showsReader}
                  onChange={(patch) => changeRow(row.id, patch)}
                />
              ))}
            </ul>
          </InfoCard>
        );
      })}
      <div className={`${styles.actions} nutri-glass`}>
        <div aria-live="polite" className={styles.status}>
          {message && (
            <MessageBar intent="error">
              <MessageBarBody>{message}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        {isDraft ? (
          <Button
            disabled={isSaving || isDiscarding}
            onClick={() => void onDiscard(entry.id).catch((error: unknown) => setMessage(toRequestError(error).message))}
          >
            {isDiscarding ? 'Discarding…' : 'Discard'}
          </Button>
        ) : (
          <Button disabled={isSaving} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button appearance="primary" disabled={isSaving || isLoading} onClick={() => void onSave()} icon={isSaving ? <Spinner size="tiny" /> : undefined}>
          {isSaving ? 'Saving…' : 'Save results'}
        </Button>
      </div>
    </div>
  );
}
