import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleSwapRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ModelPicker_models$key } from '../../__generated__/ModelPicker_models.graphql';
import { toRequestError, type GraphQLRequestError } from '../../relay/graphqlErrors';
import { AnalysisErrorMessage } from './AnalysisErrorMessage';
import { ModelPicker } from './ModelPicker';
import { useRequestSecondOpinionMutation } from './useRequestSecondOpinionMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flexBasis: '100%' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

interface SecondOpinionFormProps {
  analysisId: string;
  models: ModelPicker_models$key;
  /** Models the user may choose. */
  allowedModelIds: ReadonlyArray<string>;
  /** What wrote the first opinion; the second must come from another model. */
  firstModel: string;
}

/** Asks a second model for its reading of the same facts (one AI analysis). */
export function SecondOpinionForm({ analysisId, models, allowedModelIds, firstModel }: SecondOpinionFormProps) {
  const styles = useStyles();
  const [model, setModel] = useState(allowedModelIds.find((id) => id !== firstModel) ?? '');
  const [error, setError] = useState<GraphQLRequestError | null>(null);
  const [request, isRequesting] = useRequestSecondOpinionMutation();

  const submit = async () => {
    setError(null);
    try {
      await request(analysisId, model);
    } catch (requestError) {
      setError(toRequestError(requestError));
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <ModelPicker models={models} value={model} onChange={setModel} label="Second opinion from" exclude={[firstModel]} disabled={isRequesting} />
        <Button icon={<PeopleSwapRegular />} onClick={() => void submit()} disabled={!model || isRequesting}>
          {isRequesting ? 'Asking…' : 'Get a second opinion'}
        </Button>
      </div>
      {error && <AnalysisErrorMessage error={error} />}
    </div>
  );
}
