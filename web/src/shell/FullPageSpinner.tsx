import { makeStyles, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'grid', placeItems: 'center', minHeight: '60dvh' },
});

export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
