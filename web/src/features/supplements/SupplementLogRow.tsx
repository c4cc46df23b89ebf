import { Button, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { SupplementLogRow_log$key } from '../../__generated__/SupplementLogRow_log.graphql';
import { formatAmount, formatDose } from './formatAmount';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: 1, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const MAX_NUTRIENTS_SHOWN = 3;

export function SupplementLogRow({ log: logRef, onDelete, isDeleting }: { log: SupplementLogRow_log$key; onDelete(id: string): void; isDeleting: boolean }) {
  const styles = useStyles();
  const log = useFragment(
    graphql`
      fragment SupplementLogRow_log on SupplementLog {
        id
        name
        quantity
        form
        time
        nutrients {
          key
          label
          amount
          unit
        }
      }
    `,
    logRef,
  );
  const nutrients = log.nutrients
    .filter((nutrient) => nutrient.key !== 'energy_kcal')
    .slice(0, MAX_NUTRIENTS_SHOWN)
    .map((nutrient) => `${nutrient.label} ${formatAmount(nutrient.amount)} ${nutrient.unit}`)
    .join(' · ');
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <Text className={styles.name}>{log.name}</Text>
        <Text className={styles.meta}>
          {formatDose(log.quantity, log.form)}
          {log.time ? ` at ${log.time}` : ''}
          {nutrients ? ` — ${nutrients}` : ''}
        </Text>
      </div>
      <Tooltip content={`Delete ${log.name}`} relationship="label">
        <Button appearance="subtle" icon={<DeleteRegular />} disabled={isDeleting} onClick={() => onDelete(log.id)} />
      </Tooltip>
    </li>
  );
}
