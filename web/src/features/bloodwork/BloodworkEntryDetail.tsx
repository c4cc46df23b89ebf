import { Button, Link, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DeleteRegular, DocumentPdfRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BloodworkEntryDetail_entry$key } from '../../__generated__/BloodworkEntryDetail_entry.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { LabFlagBadge } from './LabFlagBadge';
import { categoryName, formatLabDate, formatLabNumber, formatRange, isFlagged } from './labValueFormat';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flex: 1 },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  tableWrap: { overflowX: 'auto' },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  td: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    '@media (max-width: 600px)': { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}` },
  },
  nowrap: { whiteSpace: 'nowrap' },
  rowHeader: { fontWeight: tokens.fontWeightRegular, textAlign: 'left' },
  flaggedRow: { backgroundColor: tokens.colorPaletteRedBackground1 },
  value: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  printed: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  rangeSource: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // Narrow screens: the printed-vs-default column folds under the range.
  wideOnly: { '@media (max-width: 600px)': { display: 'none' } },
});

interface BloodworkEntryDetailProps {
  entry: BloodworkEntryDetail_entry$key;
  onBack(): void;
  onEdit(id: string): void;
  onDelete(id: string): Promise<void>;
  isDeleting: boolean;
}

export function BloodworkEntryDetail({ entry: entryRef, onBack, onEdit, onDelete, isDeleting }: BloodworkEntryDetailProps) {
  const styles = useStyles();
  const entry = useFragment(
    graphql`
      fragment BloodworkEntryDetail_entry on BloodworkEntry {
        id
        date
        source
        hasPdf
        pdfFilename
        pdfDownloadUrl
        labValues {
          marker
          name
          printedName
          value
          unit
          qualifier
          printedValue
          printedUnit
          refLow
          refHigh
          refSource
          defaultRefLow
          defaultRefHigh
          flag
          category
        }
      }
    `,
    entryRef,
  );
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const categories = [...new Set(entry.labValues.map((value) => value.category))];
  const flaggedCount = entry.labValues.filter((value) => isFlagged(value.flag)).length;
  // The signed link is relative to the API; it is valid for 5 minutes from when this page loaded.
  const pdfUrl = entry.pdfDownloadUrl ? new URL(entry.pdfDownloadUrl, window.location.origin).href : null;

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          All results
        </Button>
        <span className={styles.spacer} />
        <Button icon={<EditRegular />} onClick={() => onEdit(entry.id)}>
          Edit values
        </Button>
        {isConfirmingDelete ? (
          <>
            <Button
              appearance="primary"
              disabled={isDeleting}
              onClick={() => void onDelete(entry.id).catch((caught: unknown) => setError(toRequestError(caught).message))}
            >
              {isDeleting ? 'Deleting…' : 'Yes, delete'}
            </Button>
            <Button onClick={() => setConfirmingDelete(false)}>Keep</Button>
          </>
        ) : (
          <Button icon={<DeleteRegular />} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <InfoCard title={`Results of ${formatLabDate(entry.date)}`}>
        <div className={styles.summary}>
          <Text>{entry.source === 'pdf' ? 'From a PDF report' : 'Entered manually'}</Text>
          <Text>
            {entry.labValues.length} values · {flaggedCount} outside the range
          </Text>
          {pdfUrl && (
            <Link href={pdfUrl} target="_blank" rel="noopener">
              <DocumentPdfRegular aria-hidden /> Open the PDF{entry.pdfFilename ? ` (${entry.pdfFilename})` : ''}
            </Link>
          )}
        </div>
      </InfoCard>
      {categories.map((category) => (
        <InfoCard key={category} title={categoryName(category)}>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.th} scope="col">
                    Marker
                  </th>
                  <th className={styles.th} scope="col">
                    Result
                  </th>
                  <th className={styles.th} scope="col">
                    Range
                  </th>
                  <th className={`${styles.th} ${styles.wideOnly}`} scope="col">
                    Default range
                  </th>
                  <th className={styles.th} scope="col">
                    Flag
                  </th>
                </tr>
              </thead>
              <tbody>
                {entry.labValues
                  .filter((value) => value.category === category)
                  .map((value) => (
                    <tr key={value.marker} className={isFlagged(value.flag) ? styles.flaggedRow : undefined}>
                      <th className={`${styles.td} ${styles.rowHeader}`} scope="row">
                        {value.name}
                        {value.printedName !== value.name && <span className={styles.printed}>“{value.printedName}”</span>}
                      </th>
                      <td className={styles.td}>
                        <span className={styles.value}>
                          {value.qualifier ?? ''}
                          {formatLabNumber(value.value)} {value.unit}
                        </span>
                        {value.printedUnit && value.printedUnit.replace(/\s/g, '').toLowerCase() !== value.unit.replace(/\s/g, '').toLowerCase() && (
                          <span className={styles.printed}>
                            printed {formatLabNumber(value.printedValue)} {value.printedUnit}
                          </span>
                        )}
                      </td>
                      <td className={styles.td}>
                        <span className={styles.nowrap}>{formatRange(value.refLow, value.refHigh)}</span>
                        <span className={styles.rangeSource}>{value.refSource === 'printed' ? 'printed on the report' : 'default range'}</span>
                      </td>
                      <td className={`${styles.td} ${styles.wideOnly}`}>{formatRange(value.defaultRefLow, value.defaultRefHigh)}</td>
                      <td className={styles.td}>
                        <LabFlagBadge flag={value.flag} />
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </InfoCard>
      ))}
    </div>
  );
}
