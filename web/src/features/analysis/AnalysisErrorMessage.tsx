import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { GraphQLRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';

/**
 * A failed AI request. Over the free limit (USAGE_LIMIT_EXCEEDED) or asking for a Pro feature
 * (PAYMENT_REQUIRED) shows the server's message with an upgrade prompt.
 */
export function AnalysisErrorMessage({ error }: { error: GraphQLRequestError }) {
  const needsPro = error.code === 'USAGE_LIMIT_EXCEEDED' || error.code === 'PAYMENT_REQUIRED';
  const title =
    error.code === 'USAGE_LIMIT_EXCEEDED'
      ? 'Monthly limit reached'
      : error.code === 'PAYMENT_REQUIRED'
        ? 'A Pro feature'
        : error.code === 'AI_PROVIDER_ERROR'
          ? 'The AI provider did not answer'
          : 'The analysis could not run';
  return (
    <MessageBar intent={needsPro ? 'warning' : 'error'} role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {error.message}
        {error.code === 'AI_PROVIDER_ERROR' && ' Nothing was counted against your monthly analyses.'}
      </MessageBarBody>
      {needsPro && (
        <MessageBarActions>
          <AppLink to="/upgrade">Upgrade to Pro</AppLink>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
