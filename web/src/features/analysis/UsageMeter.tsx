import { Badge, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { UsageMeter_user$key } from '../../__generated__/UsageMeter_user.graphql';

const usageFragment = graphql`
  fragment UsageMeter_user on User {
    tier
    usage {
      aiAnalyses
    }
    usageLimits {
      aiAnalyses
    }
  }
`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '200px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** This month's AI analyses as used/limit (spec section 9); unlimited on Pro. */
export function UsageMeter({ user }: { user: UsageMeter_user$key }) {
  const styles = useStyles();
  const data = useFragment(usageFragment, user);
  const used = data.usage.aiAnalyses;
  const limit = data.usageLimits.aiAnalyses;
  if (limit == null) {
    return (
      <div className={styles.row} data-testid="analysis-usage">
        <Badge appearance="tint" color="important">
          Pro
        </Badge>
        <Text>
          {used} {used === 1 ? 'analysis' : 'analyses'} this month · unlimited
        </Text>
      </div>
    );
  }
  return (
    <div className={styles.root} data-testid="analysis-usage">
      <Text weight="semibold">
        {used}/{limit} analyses this month
      </Text>
      <ProgressBar
        value={Math.min(used, limit)}
        max={limit}
        color={used >= limit ? 'error' : 'brand'}
        aria-label={`${used} of ${limit} free analyses used this month`}
        thickness="large"
      />
    </div>
  );
}
