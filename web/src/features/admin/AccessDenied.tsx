import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400 },
});

/** Shown to a signed-in user without the admin role on an admin route (spec section 2). */
export function AccessDenied() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <section className={styles.root} role="alert">
      <LockClosedRegular className={styles.icon} aria-hidden />
      <h1 className={styles.title}>Access Denied</h1>
      <p className={styles.text}>You don't have permission to access this page.</p>
      <Button appearance="primary" onClick={() => void navigate('/dashboard')}>
        Back to dashboard
      </Button>
    </section>
  );
}
