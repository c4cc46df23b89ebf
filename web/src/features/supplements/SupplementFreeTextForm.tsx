import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { formatDose } from './formatAmount';
import { NutrientAmountList } from './NutrientAmountList';
import { useSupplementAnalysis } from './useSupplementAnalysis';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  field: { flex: '1 1 240px' },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  previewTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold },
  previewIcon: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px', flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface SupplementFreeTextFormProps {
  onLog(query: string): Promise<string>;
  isLogging: boolean;
}

/** Free text ('Vitamin D3 2000 IU', '2 fish oil 1000 mg') with a preview of what was understood. */
export function SupplementFreeTextForm({ onLog, isLogging }: SupplementFreeTextFormProps) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ intent: 'success' | 'error'; message: string } | null>(null);
  const analysis = useSupplementAnalysis(text);
  const canLog = analysis.status === 'understood' && analysis.analysis.query === text.trim() && !isLogging;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canLog) return;
    const query = text.trim();
    try {
      const name = await onLog(query);
      // Clear only what was logged: the user may have started typing the next one.
      setText((current) => (current.trim() === query ? '' : current));
      setResult({ intent: 'success', message: `Logged ${name}.` });
    } catch (error) {
      setResult({ intent: 'error', message: toRequestError(error).message });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Log a supplement from text">
      <div className={styles.row}>
        <Field className={styles.field} label="What did you take?" hint="For example 'Vitamin D3 2000 IU' or '2 fish oil 1000 mg'.">
          <Input
            value={text}
            onChange={(_, data) => {
              setText(data.value);
              setResult(null);
            }}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={!canLog} icon={isLogging ? <Spinner size="tiny" /> : undefined}>
          {isLogging ? 'Logging…' : 'Log'}
        </Button>
      </div>
      <div aria-live="polite">
        {analysis.status === 'loading' && <Spinner size="tiny" label="Reading…" labelPosition="after" />}
        {analysis.status === 'understood' && (
          <section className={styles.preview} aria-label="Understood as">
            <Text className={styles.previewTitle}>
              <CheckmarkCircleRegular className={styles.previewIcon} aria-hidden />
              {formatDose(analysis.analysis.quantity, analysis.analysis.form)} of {analysis.analysis.name}
            </Text>
            {analysis.analysis.note && <Text className={styles.muted}>{analysis.analysis.note}</Text>}
            <NutrientAmountList nutrients={analysis.analysis.nutrients} label="Nutrients in this dose" />
          </section>
        )}
        {analysis.status === 'unrecognised' && (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>Not recognised.</MessageBarTitle>
              {analysis.message}
            </MessageBarBody>
          </MessageBar>
        )}
        {result && (
          <MessageBar intent={result.intent}>
            <MessageBarBody>{result.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </form>
  );
}
