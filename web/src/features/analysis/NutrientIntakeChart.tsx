import { HorizontalBarChartWithAxis, type HorizontalBarChartWithAxisDataPoint } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';

export interface NutrientIntakePoint {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly dailyAverage: number;
  readonly target: number | null | undefined;
  readonly reference: number | null | undefined;
}

/** Share of the user's target (or, without one, of the reference intake) reached per day on average. */
export function percentOfGoal(point: NutrientIntakePoint): number | null {
  const goal = point.target ?? point.reference;
  return goal ? Math.round((point.dailyAverage / goal) * 100) : null;
}

/**
 * Intake against target as bars of percent (units differ across nutrients). Loaded lazily
 * (React.lazy) so the charts library stays out of the main bundle.
 */
export function NutrientIntakeChart({ nutrients, width }: { nutrients: ReadonlyArray<NutrientIntakePoint>; width: number }) {
  const data: HorizontalBarChartWithAxisDataPoint[] = nutrients.flatMap((point) => {
    const percent = percentOfGoal(point);
    if (percent === null) return [];
    const goal = point.target ?? point.reference ?? 0;
    const color =
      percent < 70 ? tokens.colorPaletteMarigoldBorderActive : percent > 130 ? tokens.colorPaletteRedBorderActive : tokens.colorPaletteGreenBorderActive;
    return [
      {
        y: point.label,
        x: percent,
        color,
        legend: percent < 70 ? 'Below goal' : percent > 130 ? 'Above goal' : 'Near goal',
        barLabel: `${percent}%`,
        xAxisCalloutData: `${Math.round(point.dailyAverage)} of ${Math.round(goal)} ${point.unit} per day`,
      },
    ];
  });
  return (
    <HorizontalBarChartWithAxis
      data={data}
      width={width}
      height={Math.max(160, data.length * 36 + 60)}
      chartTitle="Daily average as a percent of your goal"
      xAxisTitle="% of goal"
      hideLegend={false}
      barHeight={18}
      margins={{ left: 130 }}
      noOfCharsToTruncate={18}
      showYAxisLablesTooltip
    />
  );
}
