import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { tokens } from '@fluentui/react-components';

export interface TrendDay {
  date: string;
  calories: number;
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** Loaded lazily: the charting library never weighs on the first page load. */
export function TrendChart({ days, target }: { days: readonly TrendDay[]; target: number }) {
  const data: VerticalBarChartDataPoint[] = days.map(({ date, calories }) => ({
    x: weekday.format(new Date(`${date}T00:00:00Z`)),
    y: Math.round(calories),
    legend: 'Calories',
    color: calories > target ? tokens.colorPaletteDarkOrangeBorderActive : tokens.colorBrandBackground,
    xAxisCalloutData: date,
    yAxisCalloutData: `${Math.round(calories).toLocaleString('en-US')} kcal`,
    lineData: { y: target, yAxisCalloutData: `Target ${target.toLocaleString('en-US')} kcal` },
  }));
  return (
    <VerticalBarChart
      data={data}
      height={220}
      hideLegend
      barWidth="auto"
      maxBarWidth={36}
      lineLegendText="Target"
      lineLegendColor={tokens.colorNeutralForeground3}
      yAxisTickCount={4}
      roundCorners
    />
  );
}

export default TrendChart;
