import { LineChart, VerticalBarChart, type LineChartPoints, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { Text, tokens } from '@fluentui/react-components';

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly points: readonly { readonly x: string; readonly y: number }[];
}

const COLORS = [tokens.colorBrandBackground, tokens.colorPaletteDarkOrangeBorderActive, tokens.colorPaletteGreenBorderActive];
const isDate = (x: string) => /^\d{4}-\d{2}-\d{2}$/.test(x);

/**
 * Loaded lazily with the chart library. Date series draw as lines (several series share one chart); category
 * series (feature use, score buckets) draw as bars.
 */
export function AdminSeriesChart({ series, height = 240 }: { series: readonly ChartSeries[]; height?: number }) {
  const withPoints = series.filter((one) => one.points.length > 0);
  if (withPoints.length === 0) return null;
  if (withPoints.every((one) => one.points.every((point) => isDate(point.x)))) {
    const lineChartData: LineChartPoints[] = withPoints.map((one, index) => ({
      legend: one.label,
      color: COLORS[index % COLORS.length],
      data: one.points.map((point) => ({ x: new Date(`${point.x}T00:00:00Z`), y: point.y })),
    }));
    return <LineChart data={{ lineChartData }} height={height} yAxisTickCount={4} />;
  }
  if (withPoints[0]!.points.every((point) => point.y === 0)) return <Text>Nothing to chart for this period yet.</Text>;
  const data: VerticalBarChartDataPoint[] = withPoints[0]!.points.map((point) => ({
    x: point.x,
    y: point.y,
    legend: point.x,
    color: COLORS[0],
  }));
  return <VerticalBarChart data={data} height={height} hideLegend barWidth="auto" maxBarWidth={40} yAxisTickCount={4} />;
}

export default AdminSeriesChart;
