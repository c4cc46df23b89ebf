import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    letterSpacing: '-0.01em',
  },
  logo: { width: '32px', height: '32px', flexShrink: 0 },
});

/** The Nutri leaf-in-a-bowl mark (the same drawing as the app icons). */
export function NutriLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="nutri-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f9a76" />
          <stop offset="1" stopColor="#0e5a45" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#nutri-logo-bg)" />
      <path d="M33 33A17.89 17.89 0 0 1 48 12A17.89 17.89 0 0 1 33 33Z" fill="#b9f0d6" />
      <path d="M31 33A13.41 13.41 0 0 1 18 19A13.41 13.41 0 0 1 31 33Z" fill="#dcf3e8" />
      <path d="M14 34h36a18 18 0 0 1-36 0z" fill="#ffffff" />
    </svg>
  );
}

export function BrandMark({ showName = true }: { showName?: boolean }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <NutriLogo className={styles.logo} />
      {showName && <span>Nutri</span>}
    </span>
  );
}
