import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { LockClosedRegular, PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { BloodworkEntryPicker_viewer$key } from '../../__generated__/BloodworkEntryPicker_viewer.graphql';
import type { ModelPicker_models$key } from '../../__generated__/ModelPicker_models.graphql';
import { toRequestError, type GraphQLRequestError } from '../../relay/graphqlErrors';
import { AppLink } from '../../shell/AppLink';
import { InfoCard } from '../../shell/InfoCard';
import { AnalysisErrorMessage } from './AnalysisErrorMessage';
import { historyConnectionIds, type AnalysisKind } from './analysisConnections';
import { BloodworkEntryPicker, useBloodworkEntryIds } from './BloodworkEntryPicker';
import { ModelPicker } from './ModelPicker';
import { useAnalyzeBloodworkMutation } from './useAnalyzeBloodworkMutation';
import { useAnalyzeCorrelationMutation } from './useAnalyzeCorrelationMutation';
import { useAnalyzeNutritionMutation } from './useAnalyzeNutritionMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  // Wraps instead of scrolling: on a phone the third tab must not hide past the card's edge.
  tabs: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  run: { alignSelf: 'flex-start' },
});

// Spec section 9 and the API's ranges: nutrition 7 days (1–90), correlation 30 days (7–180).
const DAY_RANGES = { nutrition: { min: 1, max: 90, initial: 7 }, correlation: { min: 7, max: 180, initial: 30 } };

interface RunAnalysisCardProps {
  viewerId: string;
  isPro: boolean;
  models: ModelPicker_models$key;
  defaultModel: string;
  viewer: BloodworkEntryPicker_viewer$key;
  onCreated: (analysisId: string) => void;
}

function parseDays(text: string, range: { min: number; max: number }): number | null {
  const days = Number(text);
  return Number.isInteger(days) && days >= range.min && days <= range.max ? days : null;
}

/** Runs a nutrition, bloodwork or diet–bloodwork analysis with a chosen model. */
export function RunAnalysisCard({ viewerId, isPro, models, defaultModel, viewer, onCreated }: RunAnalysisCardProps) {
  const styles = useStyles();
  const entryIds = useBloodworkEntryIds(viewer);
  const [kind, setKind] = useState<AnalysisKind>('nutrition');
  const [model, setModel] = useState(defaultModel);
  const [nutritionDays, setNutritionDays] = useState(String(DAY_RANGES.nutrition.initial));
  const [correlationDays, setCorrelationDays] = useState(String(DAY_RANGES.correlation.initial));
  const [entryId, setEntryId] = useState(entryIds[0] ?? '');
  const [error, setError] = useState<GraphQLRequestError | null>(null);
  const [analyzeNutrition, isNutritionRunning] = useAnalyzeNutritionMutation();
  const [analyzeBloodwork, isBloodworkRunning] = useAnalyzeBloodworkMutation();
  const [analyzeCorrelation, isCorrelationRunning] = useAnalyzeCorrelationMutation();
  const isRunning = isNutritionRunning || isBloodworkRunning || isCorrelationRunning;

  const selectedEntry = entryIds.includes(entryId) ? entryId : (entryIds[0] ?? '');
  // Bloodwork and diet–bloodwork analyses are Pro (the server answers PAYMENT_REQUIRED otherwise).
  const isLocked = kind !== 'nutrition' && !isPro;
  const needsEntry = kind !== 'nutrition';
  const nutritionDaysValue = parseDays(nutritionDays, DAY_RANGES.nutrition);
  const correlationDaysValue = parseDays(correlationDays, DAY_RANGES.correlation);
  const isValid = kind === 'nutrition' ? nutritionDaysValue !== null : Boolean(selectedEntry) && (kind === 'bloodwork' || correlationDaysValue !== null);

  const run = async () => {
    if (!isValid || isLocked || isRunning) return;
    setError(null);
    const connections = historyConnectionIds(viewerId, kind);
    try {
      const id =
        kind === 'nutrition'
          ? await analyzeNutrition({ days: nutritionDaysValue, model }, connections)
          : kind === 'bloodwork'
            ? await analyzeBloodwork({ bloodworkId: selectedEntry, model }, connections)
            : await analyzeCorrelation({ bloodworkId: selectedEntry, nutritionDays: correlationDaysValue, model }, connections);
      onCreated(id);
    } catch (requestError) {
      setError(toRequestError(requestError));
    }
  };

  return (
    <InfoCard title="Run an analysis">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <TabList
          className={styles.tabs}
          selectedValue={kind}
          onTabSelect={(_, data) => {
            setKind(data.value as AnalysisKind);
            setError(null);
          }}
          aria-label="Kind of analysis"
          size="small"
        >
          <Tab value="nutrition">Nutrition</Tab>
          <Tab value="bloodwork" icon={isPro ? undefined : <LockClosedRegular aria-label="Pro only" />}>
            Bloodwork
          </Tab>
          <Tab value="correlation" icon={isPro ? undefined : <LockClosedRegular aria-label="Pro only" />}>
            Diet and bloodwork
          </Tab>
        </TabList>
        {isLocked ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              {kind === 'bloodwork'
                ? 'Bloodwork analysis is a Pro feature: every marker against its range, patterns across markers and changes since earlier tests.'
                : 'Diet and bloodwork analysis is a Pro feature: how the food you logged before a test relates to its results.'}{' '}
              <AppLink to="/upgrade">Upgrade to Pro</AppLink>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <div className={styles.fields}>
            {kind === 'nutrition' && (
              <Field
                label="Days to analyse"
                hint="1 to 90 days, ending today"
                validationMessage={nutritionDaysValue === null ? 'Enter a whole number from 1 to 90.' : undefined}
              >
                <Input type="number" min={1} max={90} value={nutritionDays} onChange={(_, data) => setNutritionDays(data.value)} />
              </Field>
            )}
            {kind === 'correlation' && (
              <Field
                label="Days of food before the test"
                hint="7 to 180 days"
                validationMessage={correlationDaysValue === null ? 'Enter a whole number from 7 to 180.' : undefined}
              >
                <Input type="number" min={7} max={180} value={correlationDays} onChange={(_, data) => setCorrelationDays(data.value)} />
              </Field>
            )}
            {needsEntry && <BloodworkEntryPicker viewer={viewer} value={selectedEntry} onChange={setEntryId} />}
            <ModelPicker models={models} value={model} onChange={setModel} />
          </div>
        )}
        {error && <AnalysisErrorMessage error={error} />}
        <Button
          className={styles.run}
          type="submit"
          appearance="primary"
          icon={isRunning ? <Spinner size="tiny" /> : <PlayRegular />}
          disabled={!isValid || isLocked || isRunning}
        >
          {isRunning ? 'Analysing…' : 'Run analysis'}
        </Button>
      </form>
    </InfoCard>
  );
}
