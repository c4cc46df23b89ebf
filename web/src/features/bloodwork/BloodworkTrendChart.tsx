import { makeStyles, tokens } from '@fluentui/react-components';
import { formatLabDate, formatLabNumber, formatRange } from './labValueFormat';

export interface TrendSeries {
  readonly name: string;
  readonly unit: string;
  readonly refLow?: number | null;
  readonly refHigh?: number | null;
  readonly points: ReadonlyArray<{ readonly date: string; readonly value: number; readonly flag?: string | null }>;
}

const WIDTH = 360;
const HEIGHT = 170;
const PAD = { top: 12, right: 14, bottom: 26, left: 44 };

const useStyles = makeStyles({
  svg: { display: 'block', width: '100%', height: 'auto', overflow: 'visible' },
  band: { fill: tokens.colorPaletteGreenBackground2, opacity: 0.55 },
  bandEdge: { stroke: tokens.colorPaletteGreenBorder2, strokeDasharray: '4 3', strokeWidth: 1 },
  axis: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  tick: { fill: tokens.colorNeutralForeground3, fontSize: '10px', fontFamily: tokens.fontFamilyBase },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2 },
  point: { fill: tokens.colorBrandForeground1, stroke: tokens.colorNeutralBackground1, strokeWidth: 2 },
  pointFlagged: { fill: tokens.colorPaletteRedForeground1, stroke: tokens.colorNeutralBackground1, strokeWidth: 2 },
});

/**
 * One marker over time with its reference band shaded. A small SVG rather than
 * @fluentui/react-charts: its line chart has no horizontal reference band (only vertical
 * fill bars), and stacking areas to fake one would misreport values in its callouts.
 * Loaded lazily with the trends section all the same.
 */
export function BloodworkTrendChart({ trend }: { trend: TrendSeries }) {
  const styles = useStyles();
  const values = trend.points.map((point) => point.value);
  const refLow = trend.refLow ?? null;
  const refHigh = trend.refHigh ?? null;
  const domainValues = [...values, ...(refLow !== null ? [refLow] : []), ...(refHigh !== null ? [refHigh] : [])];
  let min = Math.min(...domainValues);
  let max = Math.max(...domainValues);
  if (min === max) {
    min -= Math.abs(min) * 0.2 || 1;
    max += Math.abs(max) * 0.2 || 1;
  }
  const padding = (max - min) * 0.12;
  // Lab values are not negative: padding stops at zero.
  min = min >= 0 ? Math.max(0, min - padding) : min - padding;
  max += padding;

  const times = trend.points.map((point) => new Date(`${point.date}T00:00:00`).getTime());
  const firstTime = Math.min(...times);
  const lastTime = Math.max(...times);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) => (lastTime === firstTime ? PAD.left + plotWidth / 2 : PAD.left + ((time - firstTime) / (lastTime - firstTime)) * plotWidth);
  const y = (value: number) => PAD.top + (1 - (value - min) / (max - min)) * plotHeight;

  const bandTop = y(refHigh ?? max);
  const bandBottom = y(refLow ?? min);
  const hasBand = refLow !== null || refHigh !== null;
  const path = trend.points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(times[index] ?? firstTime).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join(' ');
  const yTicks = niceTicks(min, max);
  const first = trend.points[0];
  const last = trend.points[trend.points.length - 1];
  const xLabels = !first || !last ? [] : lastTime === firstTime ? [first] : [first, last];

  const description = `${trend.name}: ${trend.points
    .map(
      (point) =>
        `${formatLabDate(point.date)} ${formatLabNumber(point.value)} ${trend.unit}${point.flag === 'high' || point.flag === 'low' ? ` (${point.flag})` : ''}`,
    )
    .join('; ')}. Reference range ${formatRange(refLow, refHigh)} ${trend.unit}.`;

  return (
    <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description}>
      {hasBand && (
        <>
          <rect className={styles.band} x={PAD.left} width={plotWidth} y={bandTop} height={Math.max(0, bandBottom - bandTop)} />
          {refHigh !== null && <line className={styles.bandEdge} x1={PAD.left} x2={PAD.left + plotWidth} y1={bandTop} y2={bandTop} />}
          {refLow !== null && <line className={styles.bandEdge} x1={PAD.left} x2={PAD.left + plotWidth} y1={bandBottom} y2={bandBottom} />}
        </>
      )}
      <line className={styles.axis} x1={PAD.left} x2={PAD.left + plotWidth} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} />
      {yTicks.map((tick) => (
        <text key={tick} className={styles.tick} x={PAD.left - 6} y={y(tick) + 3} textAnchor="end">
          {formatLabNumber(tick)}
        </text>
      ))}
      {xLabels.map((point, index) => (
        <text
          key={point.date + index}
          className={styles.tick}
          x={xLabels.length === 1 ? PAD.left + plotWidth / 2 : index === 0 ? PAD.left : PAD.left + plotWidth}
          y={HEIGHT - 6}
          textAnchor={xLabels.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
        >
          {formatLabDate(point.date)}
        </text>
      ))}
      {trend.points.length > 1 && <path className={styles.line} d={path} />}
      {trend.points.map((point, index) => (
        <circle
          key={`${point.date}-${index}`}
          className={point.flag === 'high' || point.flag === 'low' ? styles.pointFlagged : styles.point}
          cx={x(times[index] ?? firstTime)}
          cy={y(point.value)}
          r={point === last ? 5 : 4}
        >
          <title>{`${formatLabDate(point.date)}: ${formatLabNumber(point.value)} ${trend.unit}`}</title>
        </circle>
      ))}
    </svg>
  );
}

/** About three round tick values (1, 2 or 5 times a power of ten apart) inside [min, max]. */
function niceTicks(min: number, max: number): number[] {
  const rough = (max - min) / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(Number(tick.toPrecision(6)));
  return ticks;
}
