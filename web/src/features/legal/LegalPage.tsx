import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PublicFooter } from '../landing/PublicFooter';
import { PublicHeader } from '../landing/PublicHeader';

const useStyles = makeStyles({
  page: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  main: { flex: 1, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  article: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: 'clamp(20px, 4vw, 48px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    lineHeight: 1.65,
    fontSize: tokens.fontSizeBase400,
    '& h1': { fontSize: tokens.fontSizeHero800, lineHeight: 1.2, margin: `0 0 ${tokens.spacingVerticalS}` },
    '& h2': { fontSize: tokens.fontSizeBase500, margin: `${tokens.spacingVerticalXXL} 0 ${tokens.spacingVerticalS}` },
    '& ul': { paddingLeft: tokens.spacingHorizontalXL },
    '& li': { marginBottom: tokens.spacingVerticalXS },
  },
  updated: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300, margin: 0 },
});

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <PublicHeader />
      <main className={styles.main}>
        <article className={`${styles.article} nutri-glass`} aria-labelledby="legal-title">
          <h1 id="legal-title">{title}</h1>
          <p className={styles.updated}>Last updated: {updated}</p>
          {children}
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}
