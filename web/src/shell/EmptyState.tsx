import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '64px',
    height: '64px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '32px',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  body: { maxWidth: '560px', color: tokens.colorNeutralForeground2 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    textAlign: 'left',
    color: tokens.colorNeutralForeground2,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
});

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** What the page will offer once its feature lands. */
  upcoming?: string[];
  actions?: ReactNode;
}

/** An honest placeholder: says what is missing and what is coming, never fake data. */
export function EmptyState({ icon, title, children, upcoming, actions }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <section className={`${styles.root} nutri-glass`} aria-label={title}>
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      <Text as="p" className={styles.body}>
        {children}
      </Text>
      {upcoming && upcoming.length > 0 && (
        <ul className={styles.list} aria-label="Coming soon">
          {upcoming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {actions}
    </section>
  );
}
