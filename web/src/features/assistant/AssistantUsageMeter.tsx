import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { AssistantUsageMeter_user$key } from '../../__generated__/AssistantUsageMeter_user.graphql';

const fragment = graphql`
  fragment AssistantUsageMeter_user on User {
    tier
    usage {
      aiAssistantMessages
    }
    usageLimits {
      aiAssistantMessages
    }
  }
`;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
  label: { color: tokens.colorNeutralForeground2 },
});

/** Assistant messages this month as used/limit (spec section 9); unlimited on Pro. */
export function AssistantUsageMeter({ user }: { user: AssistantUsageMeter_user$key }) {
  const styles = useStyles();
  const data = useFragment(fragment, user);
  const used = data.usage.aiAssistantMessages;
  const limit = data.usageLimits.aiAssistantMessages;
  if (limit == null) {
    return (
      <Text size={200} className={styles.label} data-testid="assistant-usage">
        {used} messages this month · unlimited with Pro
      </Text>
    );
  }
  return (
    <div className={styles.root} data-testid="assistant-usage">
      <Text size={200} className={styles.label}>
        {used}/{limit} messages this month
      </Text>
      <ProgressBar
        value={Math.min(used, limit)}
        max={limit}
        color={used >= limit ? 'error' : 'brand'}
        aria-label={`${used} of ${limit} free assistant messages used this month`}
      />
    </div>
  );
}
