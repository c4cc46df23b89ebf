import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Macros } from '../food-log/nutritionMath';

export const MACRO_COLORS = { protein: '#2f9e7a', carbs: '#d9952a', fat: '#7b6cd9' };
/** Over a target: the ring, the bars and their figures turn this colour (the analysis charts use it too). */
export const OVER_TARGET_COLOR = tokens.colorPaletteDarkOrangeBorderActive;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 480px)': { gap: tokens.spacingHorizontalL },
  },
  ring: { position: 'relative', width: '148px', height: '148px', '@media (max-width: 480px)': { width: '124px', height: '124px' } },
  ringSvg: { width: '100%', height: '100%', transform: 'rotate(-90deg)' },
  ringTrack: { stroke: tokens.colorNeutralStroke2 },
  ringValue: { stroke: tokens.colorBrandBackground, transition: 'stroke-dashoffset 300ms ease' },
  ringOver: { stroke: OVER_TARGET_COLOR },
  ringText: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
  },
  eaten: { fontSize: '30px', lineHeight: 1.1, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  ofTarget: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  barLabel: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  barName: { fontWeight: tokens.fontWeightSemibold },
  barNumbers: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  barNumbersOver: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  track: { height: '8px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground3, overflow: 'hidden' },
  fill: { height: '100%', borderRadius: tokens.borderRadiusCircular, transition: 'width 300ms ease' },
  remaining: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  remainingOver: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface NutritionProgressProps {
  eaten: Macros;
  targets: Macros;
}

/** Calories as a ring and protein, carbs and fat as bars, each against the day's target. */
export function NutritionProgress({ eaten, targets }: NutritionProgressProps) {
  const styles = useStyles();
  const calories = Math.round(eaten.calories);
  const share = targets.calories > 0 ? Math.min(eaten.calories / targets.calories, 1) : 0;
  const isOver = eaten.calories > targets.calories;
  const left = Math.round(targets.calories - eaten.calories);
  const macros = [
    { key: 'protein', label: 'Protein', color: MACRO_COLORS.protein },
    { key: 'carbs', label: 'Carbs', color: MACRO_COLORS.carbs },
    { key: 'fat', label: 'Fat', color: MACRO_COLORS.fat },
  ] as const;

  return (
    <div className={styles.root}>
      <div
        className={styles.ring}
        role="progressbar"
        aria-label="Calories"
        aria-valuemin={0}
        aria-valuemax={targets.calories}
        aria-valuenow={Math.min(calories, targets.calories)}
        aria-valuetext={`${calories} of ${targets.calories} kcal`}
      >
        <svg className={styles.ringSvg} viewBox="0 0 120 120" aria-hidden>
          <circle className={styles.ringTrack} cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" />
          <circle
            className={isOver ? styles.ringOver : styles.ringValue}
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          />
        </svg>
        <div className={styles.ringText}>
          <span className={styles.eaten} data-testid="calories-eaten">
            {calories.toLocaleString('en-US')}
          </span>
          <span className={styles.ofTarget}>of {targets.calories.toLocaleString('en-US')} kcal</span>
        </div>
      </div>
      <div className={styles.bars}>
        {macros.map(({ key, label, color }) => {
          const grams = Math.round(eaten[key]);
          const target = targets[key];
          const width = target > 0 ? Math.min(eaten[key] / target, 1) * 100 : 0;
          const isMacroOver = target > 0 && grams > target;
          return (
            <div key={key} className={styles.bar}>
              <div className={styles.barLabel}>
                <span className={styles.barName}>{label}</span>
                <span className={mergeClasses(styles.barNumbers, isMacroOver && styles.barNumbersOver)} data-over={isMacroOver || undefined}>
                  {grams} / {target} g{isMacroOver && ` · ${grams - target} g over`}
                </span>
              </div>
              <div
                className={styles.track}
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={target}
                aria-valuenow={Math.min(grams, target)}
                aria-valuetext={`${grams} of ${target} g${isMacroOver ? `, ${grams - target} g over` : ''}`}
              >
                <div className={styles.fill} style={{ width: `${width}%`, backgroundColor: isMacroOver ? OVER_TARGET_COLOR : color }} />
              </div>
            </div>
          );
        })}
        <span className={mergeClasses(styles.remaining, left < 0 && styles.remainingOver)}>
          {left >= 0 ? `${left.toLocaleString('en-US')} kcal left` : `${(-left).toLocaleString('en-US')} kcal over`}
        </span>
      </div>
    </div>
  );
}
