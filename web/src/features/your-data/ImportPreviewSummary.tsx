import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ImportPreviewSummary_dataImport$key } from '../../__generated__/ImportPreviewSummary_dataImport.graphql';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  notes: { maxHeight: '160px', overflowY: 'auto', color: tokens.colorNeutralForeground2 },
});

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** What an import will add, in the words a user knows: days, entries, lab values, and what will be left out. */
export function ImportPreviewSummary({ dataImport }: { dataImport: ImportPreviewSummary_dataImport$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ImportPreviewSummary_dataImport on DataImport {
        dateRange {
          from
          to
        }
        days
        foodItems
        matchedFoods
        quickAddItems
        newOwnFoods
        labEntries
        labValues
        otherRecords
        notUnderstood
      }
    `,
    dataImport,
  );
  return (
    <>
      <ul className={styles.list} aria-label="What will be imported">
        {data.dateRange && (
          <li>
            {data.dateRange.from === data.dateRange.to ? data.dateRange.from : `${data.dateRange.from} to ${data.dateRange.to}`} ({plural(data.days, 'day')})
          </li>
        )}
        {data.foodItems > 0 && (
          <li>
            {plural(data.foodItems, 'food entry', 'food entries')}: {data.matchedFoods.toLocaleString()} matched to our foods,{' '}
            {data.quickAddItems.toLocaleString()} as quick-add entries with their own nutrition
          </li>
        )}
        {data.newOwnFoods > 0 && <li>{plural(data.newOwnFoods, 'food')} not in our database saved as your own foods, with the nutrition from the file</li>}
        {data.labEntries > 0 && (
          <li>
            {plural(data.labValues, 'lab value')} on {plural(data.labEntries, 'date')}
          </li>
        )}
        {data.otherRecords > 0 && (
          <li>{plural(data.otherRecords, 'custom food, saved meal or supplement entry', 'custom foods, saved meals and supplement entries')}</li>
        )}
      </ul>
      {data.notUnderstood.length > 0 && (
        <div className={styles.notes}>
          <Text weight="semibold">Not imported</Text>
          <ul className={styles.list}>
            {data.notUnderstood.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
