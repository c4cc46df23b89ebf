import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AiProvidersNoteQuery } from '../../__generated__/AiProvidersNoteQuery.graphql';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

/**
 * Users are offered only the AI models this server can run; this tells admins which ones are missing and what
 * enables them. A small secondary query of its own, so the admin page's loader stays untouched.
 */
export function AiProvidersNote() {
  const styles = useStyles();
  const { aiModels } = useLazyLoadQuery<AiProvidersNoteQuery>(
    graphql`
      query AiProvidersNoteQuery {
        aiModels(includeUnavailable: true) {
          id
          label
          available
          setupHint
        }
      }
    `,
    {},
  );
  const missing = aiModels.filter((model) => !model.available);
  if (missing.length === 0) return null;
  const hints = [...new Set(missing.map((model) => model.setupHint).filter((hint): hint is string => Boolean(hint)))];
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>AI models not offered to users</MessageBarTitle>
        {missing.map((model) => model.label).join(', ')} {missing.length === 1 ? 'is' : 'are'} hidden from users because no provider is configured for{' '}
        {missing.length === 1 ? 'it' : 'them'}; the built-in engine answers instead.
        <ul className={styles.list}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
