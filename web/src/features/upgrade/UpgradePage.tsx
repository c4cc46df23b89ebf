import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DiamondRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { useAuth } from '../auth/useAuth';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: `0 0 ${tokens.spacingVerticalXL}`, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', fontSize: tokens.fontSizeBase400 },
  check: { color: tokens.colorBrandForeground1, fontSize: '20px' },
});

const PRO_BENEFITS = [
  'Unlimited AI food lookups, analyses and assistant messages',
  'Bloodwork analysis and diet–bloodwork correlation',
  'Advanced analytics',
  'A choice of AI models',
  'Photo food logging',
  'Voice logging with spoken replies',
];

export function UpgradePage() {
  const styles = useStyles();
  const { user } = useAuth();
  const isPro = user?.tier === 'pro';
  return (
    <>
      <PageHeader
        title="Upgrade to Pro"
        subtitle="Everything in Free, without limits."
        actions={<Badge appearance="tint" color={isPro ? 'important' : 'brand'}>{isPro ? 'Pro Tier' : 'Free Tier'}</Badge>}
      />
      <ul className={styles.list}>
        {PRO_BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.item}>
            <CheckmarkCircleFilled className={styles.check} aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
      <EmptyState icon={<DiamondRegular />} title={isPro ? 'You are on Pro' : 'Subscriptions open soon'}>
        {isPro
          ? 'Thank you for supporting Nutri. Managing your subscription and payment methods will be available here.'
          : 'Payments are not switched on yet, so you cannot subscribe today. When they are, you will be able to start, pause or cancel Pro here and manage your payment methods.'}
      </EmptyState>
    </>
  );
}
