import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatAmount } from './formatAmount';

export interface NutrientAmountItem {
  readonly key: string;
  readonly label: string;
  readonly amount: number;
  readonly unit: string;
}

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minWidth: 0 },
  label: { margin: 0, color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis' },
  amount: { margin: 0, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** Nutrient amounts as a label/value list (a description list, so screen readers pair them). */
export function NutrientAmountList({ nutrients, label }: { nutrients: ReadonlyArray<NutrientAmountItem>; label: string }) {
  const styles = useStyles();
  if (nutrients.length === 0) return <Text>No nutrients.</Text>;
  return (
    <dl className={styles.list} aria-label={label}>
      {nutrients.map((nutrient) => (
        <div key={nutrient.key} className={styles.item}>
          <dt className={styles.label}>{nutrient.label}</dt>
          <dd className={styles.amount}>
            {formatAmount(nutrient.amount)} {nutrient.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
