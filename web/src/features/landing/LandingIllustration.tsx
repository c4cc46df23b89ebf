import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    justifySelf: 'center',
    width: 'min(100%, 420px)',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: '28px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow28,
    boxSizing: 'border-box',
  },
  caption: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    marginBottom: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  day: { color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  ringRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXL },
  ring: { width: '132px', height: '132px', flexShrink: 0 },
  ringTrack: { stroke: tokens.colorNeutralStroke2 },
  ringValue: { stroke: tokens.colorBrandForeground1 },
  ringNumber: { fill: tokens.colorNeutralForeground1, fontSize: '22px', fontWeight: 700 },
  ringUnit: { fill: tokens.colorNeutralForeground3, fontSize: '11px' },
  bars: { display: 'grid', gap: tokens.spacingVerticalM, flex: 1 },
  barLabel: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  barTrack: { height: '8px', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground3, overflow: 'hidden' },
  bar: { height: '100%', borderRadius: '4px' },
  meals: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXL },
  meal: {
    display: 'flex',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase300,
  },
  kcal: { color: tokens.colorNeutralForeground3 },
});

const MACROS = [
  { label: 'Protein', grams: '96 / 130 g', percent: 74, color: '#2f9e7a' },
  { label: 'Carbs', grams: '180 / 240 g', percent: 75, color: '#e0a030' },
  { label: 'Fat', grams: '48 / 67 g', percent: 72, color: '#7b6cd9' },
];

const MEALS = [
  { name: 'Breakfast · oatmeal, banana', kcal: '412 kcal' },
  { name: 'Lunch · chicken salad', kcal: '560 kcal' },
  { name: 'Snack · Greek yogurt', kcal: '150 kcal' },
];

/** A drawing of the app for the landing page, clearly marked as an example. */
export function LandingIllustration() {
  const styles = useStyles();
  const circumference = 2 * Math.PI * 54;
  return (
    <figure className={`${styles.root} nutri-glass`} aria-label="Example of a day in Nutri" role="img">
      <div className={styles.caption}>
        <span className={styles.day}>Today</span>
        <span>Example day</span>
      </div>
      <div className={styles.ringRow}>
        <svg viewBox="0 0 132 132" className={styles.ring} aria-hidden>
          <circle cx="66" cy="66" r="54" fill="none" strokeWidth="12" className={styles.ringTrack} />
          <circle
            cx="66"
            cy="66"
            r="54"
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            className={styles.ringValue}
            strokeDasharray={`${circumference * 0.68} ${circumference}`}
            transform="rotate(-90 66 66)"
          />
          <text x="66" y="66" textAnchor="middle" className={styles.ringNumber}>
            1,122
          </text>
          <text x="66" y="84" textAnchor="middle" className={styles.ringUnit}>
            of 1,650 kcal
          </text>
        </svg>
        <div className={styles.bars}>
          {MACROS.map(({ label, grams, percent, color }) => (
            <div key={label}>
              <div className={styles.barLabel}>
                <span>{label}</span>
                <span>{grams}</span>
              </div>
              <div className={styles.barTrack}>
                <div className={styles.bar} style={{ width: `${percent}%`, backgroundColor: color }} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.meals}>
        {MEALS.map(({ name, kcal }) => (
          <div key={name} className={styles.meal}>
            <span>{name}</span>
            <span className={styles.kcal}>{kcal}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
