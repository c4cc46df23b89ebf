import { makeStyles, Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { ChartSeries } from './AdminSeriesChart';

const AdminSeriesChart = lazy(() => import('./AdminSeriesChart'));

const useStyles = makeStyles({ figure: { margin: 0, minWidth: 0 } });

/** The chart library (~100 kB gzip) loads only when an admin chart is shown. */
export function LazySeriesChart({ series, label, height }: { series: readonly ChartSeries[]; label: string; height?: number }) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} aria-label={label}>
      <Suspense fallback={<Spinner size="small" label="Loading chart…" />}>
        <AdminSeriesChart series={series} height={height} />
      </Suspense>
    </figure>
  );
}
