import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { RecognisedItems } from './useAnalyzeMealPhotoMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The grams always sit at the end of their row, however long the food's name: a name wraps in its own column.
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  name: { overflowWrap: 'anywhere' },
  grams: { width: '96px' },
});

interface PhotoMealReviewProps {
  items: RecognisedItems;
  isLogged: boolean;
  onLog(items: { foodId: string; grams: number }[]): Promise<void>;
}

/** The recognised meal, not logged yet: adjust the grams, then 'Log it'. Calories follow the grams (per gram from the database). */
export function PhotoMealReview({ items, isLogged, onLog }: PhotoMealReviewProps) {
  const styles = useStyles();
  const [grams, setGrams] = useState(() => items.map((item) => String(Math.round(item.grams))));
  const [isBusy, setBusy] = useState(false);
  const values = grams.map(Number);
  const isValid = values.every((value) => value > 0 && value <= 5000);
  return (
    <div className={styles.root} data-testid="photo-meal">
      {items.map((item, index) => (
        <div key={`${item.foodId}-${index}`} className={styles.row}>
          <Text className={styles.name}>
            {item.name} · {Math.round((item.nutrition.calories / item.grams) * (values[index] || 0))} kcal ·{' '}
            {`${Math.round(item.confidence * 100)}\u00a0%\u00a0sure`}
          </Text>
          <Input
            className={styles.grams}
            type="number"
            min={1}
            max={5000}
            value={grams[index]}
            contentAfter="g"
            disabled={isLogged || isBusy}
            aria-label={`Grams of ${item.name}`}
            onChange={(_, data) => setGrams((current) => current.map((value, position) => (position === index ? data.value : value)))}
          />
        </div>
      ))}
      <Button
        appearance="primary"
        disabled={!isValid || isLogged || isBusy || items.length === 0}
        onClick={() => {
          setBusy(true);
          void onLog(items.map((item, index) => ({ foodId: item.foodId, grams: values[index]! }))).finally(() => setBusy(false));
        }}
      >
        {isLogged ? 'Logged' : 'Log it'}
      </Button>
    </div>
  );
}
