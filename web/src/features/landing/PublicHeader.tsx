import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BrandMark } from '../../shell/BrandMark';
import { ThemeToggle } from '../../shell/theme/ThemeToggle';
import { useAuth } from '../auth/useAuth';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 5,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '64px',
    padding: `0 ${tokens.spacingHorizontalL}`,
  },
  brand: { textDecoration: 'none', marginRight: 'auto', borderRadius: tokens.borderRadiusMedium },
  signIn: { '@media (max-width: 420px)': { display: 'none' } },
});

export function PublicHeader() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return (
    <header className={`${styles.root} nutri-glass`}>
      <div className={styles.inner}>
        <RouterLink to="/landing" className={styles.brand} aria-label="Nutri home">
          <BrandMark />
        </RouterLink>
        <ThemeToggle />
        {isAuthenticated ? (
          <Button appearance="primary" onClick={() => void navigate('/dashboard')}>
            Open the app
          </Button>
        ) : (
          <>
            <Button className={styles.signIn} appearance="subtle" onClick={() => void navigate('/login')}>
              Sign in
            </Button>
            <Button appearance="primary" onClick={() => void navigate('/register')}>
              Get started
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
