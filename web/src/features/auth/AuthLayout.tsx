import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../shell/BrandMark';
import { ThemeToggle } from '../../shell/theme/ThemeToggle';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  aside: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: '48px',
    color: '#ffffff',
    background:
      'radial-gradient(40rem 30rem at 0% 0%, rgba(255,255,255,0.16), transparent 60%), linear-gradient(150deg, #106a52 0%, #0c4a38 55%, #1d3a5f 100%)',
    '@media (max-width: 900px)': { display: 'none' },
  },
  asideBrand: { color: '#ffffff', textDecoration: 'none', '& span': { color: '#ffffff' } },
  asideTitle: { fontSize: '36px', lineHeight: 1.15, margin: `0 0 ${tokens.spacingVerticalXL}`, letterSpacing: '-0.01em' },
  asideList: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM, fontSize: tokens.fontSizeBase400 },
  asideItem: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  asideCheck: { color: '#9fe6c6', fontSize: '22px', flexShrink: 0 },
  asideNote: { margin: 0, fontSize: tokens.fontSizeBase200, color: 'rgba(255,255,255,0.85)' },
  panel: { display: 'flex', flexDirection: 'column', padding: tokens.spacingHorizontalL },
  topRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  mobileBrand: { textDecoration: 'none', '@media (min-width: 901px)': { visibility: 'hidden' } },
  center: { flex: 1, display: 'grid', placeItems: 'center', padding: `${tokens.spacingVerticalXL} 0` },
  card: {
    width: 'min(100%, 440px)',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalL, boxShadow: tokens.shadow4 },
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  subtitle: { margin: `${tokens.spacingVerticalXS} 0 ${tokens.spacingVerticalXL}`, color: tokens.colorNeutralForeground2 },
});

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

const BENEFITS = [
  'Log meals in seconds from the USDA food database',
  'Keep bloodwork and diet side by side',
  'AI insights built from your own numbers',
  'Your data, deletable at any time',
];

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <aside className={styles.aside}>
        <RouterLink to="/landing" className={styles.asideBrand} aria-label="Nutri home">
          <BrandMark />
        </RouterLink>
        <div>
          <h2 className={styles.asideTitle}>Your nutrition and health, understood.</h2>
          <ul className={styles.asideList}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={styles.asideItem}>
                <CheckmarkCircleFilled className={styles.asideCheck} aria-hidden />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.asideNote}>For educational purposes only. Always consult a healthcare professional.</p>
      </aside>
      <div className={styles.panel}>
        <div className={styles.topRow}>
          <RouterLink to="/landing" className={styles.mobileBrand} aria-label="Nutri home">
            <BrandMark />
          </RouterLink>
          <ThemeToggle />
        </div>
        <main className={styles.center}>
          <section className={`${styles.card} nutri-glass`} aria-labelledby="auth-title">
            <h1 id="auth-title" className={styles.title}>
              {title}
            </h1>
            <p className={styles.subtitle}>{subtitle}</p>
            {children}
          </section>
        </main>
      </div>
    </div>
  );
}
