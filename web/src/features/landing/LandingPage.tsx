import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  BeakerRegular,
  BotSparkleRegular,
  BowlSaladRegular,
  CheckmarkCircleFilled,
  DataTrendingRegular,
  InfoRegular,
  LockClosedRegular,
  PillRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { LandingIllustration } from './LandingIllustration';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

const useStyles = makeStyles({
  page: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
  main: { flex: 1 },
  section: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
  hero: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
    alignItems: 'center',
    gap: '48px',
    paddingTop: '64px',
    '@media (max-width: 860px)': { gridTemplateColumns: '1fr', paddingTop: tokens.spacingVerticalXXL, gap: '32px' },
  },
  eyebrow: {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  heroText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  headline: {
    margin: 0,
    fontSize: 'clamp(34px, 5vw, 56px)',
    lineHeight: 1.08,
    letterSpacing: '-0.02em',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
  },
  accent: { color: tokens.colorBrandForeground1 },
  lead: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: 1.5, color: tokens.colorNeutralForeground2, maxWidth: '560px' },
  ctas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  small: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeHero800, lineHeight: 1.2, letterSpacing: '-0.01em' },
  sectionLead: { margin: `0 0 ${tokens.spacingVerticalXXL}`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400, maxWidth: '680px' },
  features: {
    display: 'grid',
    // Mobile first: Griffel does not guarantee the order of overlapping max-width queries.
    gridTemplateColumns: '1fr',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 960px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    gap: tokens.spacingHorizontalL,
  },
  feature: {
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  featureIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '24px',
  },
  featureTitle: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase400 },
  featureText: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: 1.5 },
  tiers: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 760px)': { gridTemplateColumns: '1fr' },
  },
  tier: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  tierPro: { border: `2px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow16 },
  tierName: { margin: 0, fontSize: tokens.fontSizeBase600 },
  tierList: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  tierItem: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', lineHeight: 1.45 },
  check: { color: tokens.colorBrandForeground1, fontSize: '20px', flexShrink: 0 },
  notice: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder1}`,
    color: tokens.colorNeutralForeground1,
  },
  noticeIcon: { fontSize: '28px', flexShrink: 0, color: tokens.colorPaletteDarkOrangeForeground1 },
  noticeTitle: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase400 },
  noticeText: { margin: 0, lineHeight: 1.5 },
});

interface Feature {
  icon: FluentIcon;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: BowlSaladRegular,
    title: 'Log food your way',
    text: 'Search thousands of foods from USDA FoodData Central, or describe a meal in words, by voice or with a photo.',
  },
  { icon: PillRegular, title: 'Supplements', text: 'Track vitamins and supplements and see how they add to your daily nutrients.' },
  {
    icon: BeakerRegular,
    title: 'Bloodwork in one place',
    text: 'Upload a lab report PDF or type in values, then follow each marker over time against its reference range.',
  },
  {
    icon: DataTrendingRegular,
    title: 'AI analysis',
    text: 'Understand your nutrition, your bloodwork, and how the two relate — built from your own numbers.',
  },
  {
    icon: BotSparkleRegular,
    title: 'A helpful assistant',
    text: 'Ask nutrition and app questions, get meal ideas that fit your targets, open recipes and log meals from chat.',
  },
  {
    icon: LockClosedRegular,
    title: 'Private and self-hostable',
    text: 'Open source. Run it on your own server, install it as an app, and delete your data whenever you like.',
  },
];

const FREE_FEATURES = [
  'Food and supplement logging',
  'Daily calorie and macro targets',
  'Basic nutrition analysis',
  'AI assistant with monthly limits: 100 AI food lookups, 3 AI analyses and 10 assistant messages',
];

const PRO_FEATURES = [
  'Unlimited AI usage',
  'Bloodwork analysis and diet–bloodwork correlation',
  'Advanced analytics',
  'A choice of AI models',
  'Photo food logging',
  'Voice logging with spoken replies',
];

function TierCard({ name, summary, items, isPro }: { name: string; summary: string; items: string[]; isPro?: boolean }) {
  const styles = useStyles();
  return (
    <article className={`${styles.tier} ${isPro ? styles.tierPro : ''} nutri-glass`} aria-labelledby={`tier-${name}`}>
      <h3 id={`tier-${name}`} className={styles.tierName}>
        {name}
      </h3>
      <p className={styles.small}>{summary}</p>
      <ul className={styles.tierList}>
        {items.map((item) => (
          <li key={item} className={styles.tierItem}>
            <CheckmarkCircleFilled className={styles.check} aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function LandingPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();

  return (
    <div className={styles.page}>
      <PublicHeader />
      <main className={styles.main}>
        <section className={`${styles.section} ${styles.hero}`} aria-labelledby="landing-title">
          <div className={styles.heroText}>
            <span className={styles.eyebrow}>Open-source nutrition &amp; health tracker</span>
            <h1 id="landing-title" className={styles.headline}>
              Eat well. <span className={styles.accent}>Know your numbers.</span>
            </h1>
            <p className={styles.lead}>
              Nutri keeps your food, supplements and lab results side by side, and explains them with AI insights built from your own data.
            </p>
            <div className={styles.ctas}>
              <Button appearance="primary" size="large" onClick={() => void navigate(isAuthenticated ? '/dashboard' : '/register')}>
                {isAuthenticated ? 'Open the app' : 'Create a free account'}
              </Button>
              {!isAuthenticated && (
                <Button size="large" onClick={() => void navigate('/login')}>
                  Sign in
                </Button>
              )}
            </div>
            <p className={styles.small}>Free to start. Works on your phone and installs like an app.</p>
          </div>
          <LandingIllustration />
        </section>

        <section className={styles.section} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            Everything about what you eat, in one place
          </h2>
          <p className={styles.sectionLead}>Log quickly, keep your history, and see what it means for you.</p>
          <div className={styles.features}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <article key={title} className={`${styles.feature} nutri-glass`}>
                <div className={styles.featureIcon} aria-hidden>
                  <Icon />
                </div>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureText}>{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="tiers-title">
          <h2 id="tiers-title" className={styles.sectionTitle}>
            Free and Pro
          </h2>
          <p className={styles.sectionLead}>Start free. Upgrade when you want unlimited AI and bloodwork insights.</p>
          <div className={styles.tiers}>
            <TierCard name="Free" summary="Everything you need to start tracking." items={FREE_FEATURES} />
            <TierCard name="Pro" summary="For people who want the full picture." items={PRO_FEATURES} isPro />
          </div>
        </section>

        <section className={styles.section} aria-label="Educational purpose">
          <div className={styles.notice} role="note">
            <InfoRegular className={styles.noticeIcon} aria-hidden />
            <div>
              <h2 className={styles.noticeTitle}>For educational purposes only</h2>
              <p className={styles.noticeText}>
                Nutri helps you learn about your nutrition and lab results. It does not provide medical advice, diagnosis or treatment. Always consult a
                qualified healthcare professional before changing your diet, supplements or medication, or about any lab result.
              </p>
            </div>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}

/** `/`: the dashboard for a signed-in user, the landing page otherwise (spec section 2). */
export function RootIndexPage() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
}
