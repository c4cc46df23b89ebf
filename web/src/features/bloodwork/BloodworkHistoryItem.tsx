import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronRightRegular, DocumentPdfRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { BloodworkHistoryItem_entry$key } from '../../__generated__/BloodworkHistoryItem_entry.graphql';
import { formatLabDate, isFlagged } from './labValueFormat';

const useStyles = makeStyles({
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, ':last-child': { borderBottom: 'none' } },
  button: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  // Date and badges share a line when there is room; on a phone the badges move under the date.
  main: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, flex: 1, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 180px', minWidth: 0 },
  date: { fontWeight: tokens.fontWeightSemibold },
  source: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  chevron: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

interface BloodworkHistoryItemProps {
  entry: BloodworkHistoryItem_entry$key;
  /** Opens the entry: a draft opens its review. */
  onOpen(id: string, isDraft: boolean): void;
}

export function BloodworkHistoryItem({ entry: entryRef, onOpen }: BloodworkHistoryItemProps) {
  const styles = useStyles();
  const entry = useFragment(
    graphql`
      fragment BloodworkHistoryItem_entry on BloodworkEntry {
        id
        date
        status
        isDateMissing
        source
        pdfFilename
        labValues {
          flag
        }
        unmatched {
          printedName
        }
      }
    `,
    entryRef,
  );
  const flaggedCount = entry.labValues.filter((value) => isFlagged(value.flag)).length;
  const source = entry.source === 'pdf' ? `PDF · ${entry.pdfFilename ?? 'lab report'}` : 'Entered manually';
  const valueCount = entry.labValues.length;
  const isDraft = entry.status === 'draft';
  return (
    <li className={styles.item}>
      <button type="button" className={styles.button} onClick={() => onOpen(entry.id, isDraft)}>
        {entry.source === 'pdf' ? <DocumentPdfRegular className={styles.icon} aria-hidden /> : <EditRegular className={styles.icon} aria-hidden />}
        <span className={styles.main}>
          <span className={styles.text}>
            <Text className={styles.date}>{entry.isDateMissing ? 'Date not found' : formatLabDate(entry.date)}</Text>
            <Text className={styles.source}>{source}</Text>
          </span>
          <span className={styles.badges}>
            {isDraft && (
              <Badge appearance="filled" color="warning">
                Needs review
              </Badge>
            )}
            <Badge appearance="tint" color="informative">
              {valueCount} {valueCount === 1 ? 'value' : 'values'}
            </Badge>
            {!isDraft && flaggedCount > 0 && (
              <Badge appearance="tint" color="danger">
                {flaggedCount} flagged
              </Badge>
            )}
            {!isDraft && entry.unmatched.length > 0 && (
              <Badge appearance="tint" color="warning">
                {entry.unmatched.length} to review
              </Badge>
            )}
          </span>
        </span>
        <ChevronRightRegular className={styles.chevron} aria-hidden />
      </button>
    </li>
  );
}
