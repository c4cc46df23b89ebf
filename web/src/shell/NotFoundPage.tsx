import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { BrandMark } from './BrandMark';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero800 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <main className={styles.root}>
      <BrandMark />
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Button appearance="primary" onClick={() => void navigate('/')}>
        Go home
      </Button>
    </main>
  );
}
