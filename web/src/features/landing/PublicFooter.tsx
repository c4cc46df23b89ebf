import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../shell/AppLink';

const useStyles = makeStyles({
  root: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground2 },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  text: { margin: 0, maxWidth: '860px' },
});

export function PublicFooter() {
  const styles = useStyles();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label="Legal">
          <AppLink to="/privacy">Privacy Policy</AppLink>
          <AppLink to="/terms">Terms of Service</AppLink>
          <Link href="https://fdc.nal.usda.gov/" target="_blank" rel="noopener noreferrer">
            USDA FoodData Central
          </Link>
        </nav>
        <p className={styles.text}>
          Nutri is for educational purposes only. It does not provide medical advice, diagnosis or treatment; always consult a qualified healthcare
          professional. AI features are processed by third-party AI providers.
        </p>
        <p className={styles.text}>
          Food composition data: U.S. Department of Agriculture, Agricultural Research Service, FoodData Central (SR Legacy, FNDDS and Foundation Foods), in the
          public domain. © Nutri contributors — open source and self-hostable.
        </p>
      </div>
    </footer>
  );
}
