import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OVER_TARGET_COLOR } from '../dashboard/NutritionProgress';

export interface NutrientIntakePoint {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly dailyAverage: number;
  readonly target: number | null | undefined;
  readonly reference: number | null | undefined;
  /** An amount to stay under (sodium, saturated fat). */
  readonly limit?: number | null | undefined;
}

/** A nutrient as people name it: the dataset's measurement qualifier dropped ("Vitamin A (RAE)" → "Vitamin A"). */
export function nutrientLabel(label: string): string {
  if (label === 'Energy') return 'Calories';
  return label.replace(/\s*\((?!B\d)[^)]*\)/g, '').trim();
}

/** Share of the user's target (or, without one, of the reference intake, or the limit) reached per day on average. */
export function percentOfGoal(point: NutrientIntakePoint): number | null {
  const goal = point.target ?? point.reference ?? point.limit;
  return goal ? Math.round((point.dailyAverage / goal) * 100) : null;
}

/** Over what the user aimed for (a target) or should stay under (a limit); more than a reference intake is fine. */
export function isOverGoal(point: NutrientIntakePoint, percent: number): boolean {
  if (point.target != null) return percent > 110;
  return point.limit != null && point.dailyAverage > point.limit;
}

/** Only a limit to stay under (saturated fat, caffeine): a low figure is good news, not a shortfall. */
const isLimitOnly = (point: NutrientIntakePoint) => point.target == null && point.reference == null && point.limit != null;

/** The axis runs from 0 to at least 150 % (so 100 % sits at two thirds), wider when a bar needs it, up to 300 %. */
export function axisMaximum(percents: readonly number[]): number {
  const highest = Math.max(150, ...percents);
  return Math.min(300, Math.ceil(highest / 50) * 50);
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, 34%) minmax(0, 1fr) 44px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
  },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  track: { position: 'relative', height: '12px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  fill: { position: 'absolute', left: 0, top: 0, bottom: 0, borderRadius: tokens.borderRadiusMedium },
  below: { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  near: { backgroundColor: tokens.colorPaletteGreenBorderActive },
  over: { backgroundColor: OVER_TARGET_COLOR },
  goal: { position: 'absolute', top: '-3px', bottom: '-3px', width: '2px', backgroundColor: tokens.colorNeutralForeground1 },
  value: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  valueOver: { color: tokens.colorPaletteDarkOrangeForeground1 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  swatch: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginRight: tokens.spacingHorizontalXS },
});

/**
 * Intake against goal as bars of percent (units differ across nutrients) on one linear axis from 0, so a bar at 35 %
 * is 35 % of the way to the 100 % line. Over a target or a limit the bar turns the warning colour.
 */
export function NutrientIntakeChart({ nutrients }: { nutrients: ReadonlyArray<NutrientIntakePoint> }) {
  const styles = useStyles();
  const rows = nutrients.flatMap((point) => {
    const percent = percentOfGoal(point);
    return percent === null ? [] : [{ point, percent, isOver: isOverGoal(point, percent) }];
  });
  const maximum = axisMaximum(rows.map((row) => row.percent));
  return (
    <>
      <ul className={styles.list} aria-label="Daily average as a percent of your goal">
        {rows.map(({ point, percent, isOver }) => {
          const goal = point.target ?? point.reference ?? point.limit ?? 0;
          const tone = isOver ? styles.over : percent < 70 && !isLimitOnly(point) ? styles.below : styles.near;
          return (
            <li key={point.key} className={styles.row} data-over={isOver || undefined}>
              <span className={styles.label} title={point.label}>
                {nutrientLabel(point.label)}
              </span>
              <span className={styles.track} title={`${Math.round(point.dailyAverage)} of ${Math.round(goal)} ${point.unit} per day`} aria-hidden>
                <span className={mergeClasses(styles.fill, tone)} style={{ width: `${(Math.min(percent, maximum) / maximum) * 100}%` }} />
                <span className={styles.goal} style={{ left: `calc(${(100 / maximum) * 100}% - 1px)` }} />
              </span>
              <span className={mergeClasses(styles.value, isOver && styles.valueOver)}>
                {percent}%
                <span
                  className={styles.visuallyHidden}
                >{`: ${Math.round(point.dailyAverage)} of ${Math.round(goal)} ${point.unit} per day${isOver ? ', over your goal' : ''}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.legend} aria-hidden>
        <span>
          <span className={mergeClasses(styles.swatch, styles.below)} />
          Below 70 %
        </span>
        <span>
          <span className={mergeClasses(styles.swatch, styles.near)} />
          On track
        </span>
        <span>
          <span className={mergeClasses(styles.swatch, styles.over)} />
          Over target or limit
        </span>
        <span>| = 100 % of your goal</span>
      </div>
    </>
  );
}
