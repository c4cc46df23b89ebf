import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase600 },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export const useStatGridStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))', gap: tokens.spacingHorizontalM },
});

/** One figure on the admin pages: a label, the value and an optional line of context. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={`${styles.card} nutri-glass`} role="group" aria-label={label}>
      <Text className={styles.label}>{label}</Text>
      <Text className={styles.value}>{value}</Text>
      {detail && <Text className={styles.detail}>{detail}</Text>}
    </div>
  );
}
