import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatAmount, formatDate } from './analysisLabels';

export interface MarkerRangeReading {
  readonly key: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly refLow: number | null | undefined;
  readonly refHigh: number | null | undefined;
  readonly flag: string | null | undefined;
  readonly previousValue: number | null | undefined;
  readonly previousDate: string | null | undefined;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  track: {
    position: 'relative',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
  },
  range: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground2,
    border: `1px solid ${tokens.colorPaletteGreenBorder2}`,
    boxSizing: 'border-box',
  },
  dot: {
    position: 'absolute',
    top: '50%',
    width: '14px',
    height: '14px',
    marginLeft: '-7px',
    marginTop: '-7px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    boxSizing: 'border-box',
  },
  normal: { backgroundColor: tokens.colorPaletteGreenForeground1 },
  out: { backgroundColor: tokens.colorPaletteRedForeground1 },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** Where a value sits on a scale from a bit below the range to a bit above it (0–100). */
function scale(reading: MarkerRangeReading) {
  const low = reading.refLow ?? 0;
  const high = reading.refHigh ?? low * 2;
  const span = Math.max(high - low, Math.abs(reading.value) * 0.2, 1);
  const min = Math.min(low - span * 0.5, reading.value);
  const max = Math.max(high + span * 0.5, reading.value);
  const at = (value: number) => ((value - min) / (max - min)) * 100;
  return { at, low, high };
}

function rangeText(reading: MarkerRangeReading): string {
  if (reading.refLow != null && reading.refHigh != null) return `${reading.refLow}–${reading.refHigh} ${reading.unit}`;
  if (reading.refHigh != null) return `below ${reading.refHigh} ${reading.unit}`;
  if (reading.refLow != null) return `above ${reading.refLow} ${reading.unit}`;
  return 'no range';
}

/** Each lab value drawn against its reference range; the text carries the same facts for screen readers. */
export function MarkerRangeList({ markers }: { markers: ReadonlyArray<MarkerRangeReading> }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Markers against their ranges">
      {markers.map((reading) => {
        const hasRange = reading.refLow != null || reading.refHigh != null;
        const { at, low, high } = scale(reading);
        const isOut = reading.flag === 'high' || reading.flag === 'low';
        return (
          <li key={reading.key} className={styles.row}>
            <div className={styles.head}>
              <Text weight="semibold">{reading.name}</Text>
              <span>
                <Text>{formatAmount(reading.value, reading.unit)} </Text>
                {reading.flag && (
                  <Badge appearance="tint" color={isOut ? 'danger' : 'success'}>
                    {reading.flag}
                  </Badge>
                )}
              </span>
            </div>
            {hasRange && (
              <div className={styles.track} aria-hidden>
                <div
                  className={styles.range}
                  style={{ left: `${reading.refLow != null ? at(low) : 0}%`, right: `${100 - (reading.refHigh != null ? at(high) : 100)}%` }}
                />
                <div className={`${styles.dot} ${isOut ? styles.out : styles.normal}`} style={{ left: `${at(reading.value)}%` }} />
              </div>
            )}
            <Text size={200} className={styles.meta}>
              Range {rangeText(reading)}
              {reading.previousValue != null && reading.previousDate
                ? ` · was ${formatAmount(reading.previousValue, reading.unit)} on ${formatDate(reading.previousDate)}`
                : ''}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
