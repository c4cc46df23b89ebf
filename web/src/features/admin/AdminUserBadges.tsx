import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { STATUS_LABELS, TIER_LABELS } from './adminFormat';

const useStyles = makeStyles({ badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

interface AdminUserBadgesProps {
  tier: string;
  subscriptionStatus: string;
  role: string;
  isTestUser: boolean;
}

/** Plan, subscription, role and test-account markers of a user, as compact badges. */
export function AdminUserBadges({ tier, subscriptionStatus, role, isTestUser }: AdminUserBadgesProps) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge appearance={tier === 'pro' ? 'filled' : 'tint'} color={tier === 'pro' ? 'important' : 'brand'}>
        {TIER_LABELS[tier] ?? tier}
      </Badge>
      <Badge appearance="outline" color="informative">
        {STATUS_LABELS[subscriptionStatus] ?? subscriptionStatus}
      </Badge>
      {role === 'admin' && (
        <Badge appearance="tint" color="danger">
          Admin
        </Badge>
      )}
      {isTestUser && (
        <Badge appearance="tint" color="warning">
          Test user
        </Badge>
      )}
    </span>
  );
}
