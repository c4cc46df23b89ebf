import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { MicronutrientsCard_combinedNutrition$key } from '../../__generated__/MicronutrientsCard_combinedNutrition.graphql';
import { InfoCard } from '../../shell/InfoCard';

// Energy and the three macros have their own card; water and alcohol are not goals.
const HIDDEN_KEYS = new Set(['energy_kcal', 'protein_g', 'carbs_g', 'fat_g', 'water_g', 'alcohol_g']);

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  headerCell: { textAlign: 'right', color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold, padding: `0 0 ${tokens.spacingVerticalXS}` },
  nameHeader: { textAlign: 'left' },
  row: { borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  name: { textAlign: 'left', padding: `${tokens.spacingVerticalXS} 0`, fontWeight: tokens.fontWeightRegular },
  value: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', paddingLeft: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  // Every row shows: an inner scroller hid most of them on a phone. Only a narrow screen scrolls sideways.
  scroll: { overflowX: 'auto' },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
});

function formatAmount(amount: number, unit: string): string {
  const digits = amount < 10 ? 1 : 0;
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: digits })} ${unit}`;
}

/** Vitamins, minerals and more for the day: from food, and from supplements where any were taken. */
export function MicronutrientsCard({ combinedNutrition }: { combinedNutrition: MicronutrientsCard_combinedNutrition$key | null }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment MicronutrientsCard_combinedNutrition on CombinedNutrition {
        food {
          nutrients {
            key
            label
            unit
            amount
          }
        }
        supplements {
          nutrients {
            key
            amount
          }
        }
      }
    `,
    combinedNutrition,
  );
  const fromSupplements = new Map(data?.supplements.nutrients.map(({ key, amount }) => [key, amount]) ?? []);
  const rows = (data?.food.nutrients ?? []).filter(({ key }) => !HIDDEN_KEYS.has(key));
  const hasSupplements = [...fromSupplements.values()].some((amount) => amount > 0);

  return (
    <InfoCard title="Micronutrients">
      {rows.length === 0 ? (
        <Text as="p" className={styles.hint}>
          Log food to see fiber, vitamins and minerals for the day.
        </Text>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Micronutrient table">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={`${styles.headerCell} ${styles.nameHeader}`}>
                  Nutrient
                </th>
                <th scope="col" className={styles.headerCell}>
                  Food
                </th>
                {hasSupplements && (
                  <>
                    <th scope="col" className={styles.headerCell}>
                      Supplements
                    </th>
                    <th scope="col" className={styles.headerCell}>
                      Total
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, label, unit, amount }) => {
                const supplement = fromSupplements.get(key) ?? 0;
                return (
                  <tr key={key} className={styles.row}>
                    <th scope="row" className={styles.name}>
                      {label}
                    </th>
                    <td className={styles.value}>{formatAmount(amount, unit)}</td>
                    {hasSupplements && (
                      <>
                        <td className={styles.value}>{supplement > 0 ? formatAmount(supplement, unit) : '—'}</td>
                        <td className={styles.value}>{formatAmount(amount + supplement, unit)}</td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </InfoCard>
  );
}
