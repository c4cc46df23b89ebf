import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Suspense, useDeferredValue, useState } from 'react';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { PageHeader } from '../../shell/PageHeader';
import { currentMealType, MEAL_LABELS, MEAL_TYPES, type MealType } from '../food-log/mealTypes';
import { useDebouncedValue } from '../food-log/useDebouncedValue';
import { useFoodLogNotice } from '../food-log/useFoodLogNotice';
import { SectionErrorBoundary } from '../food-log/SectionErrorBoundary';
import { CustomFoodsList } from './CustomFoodsList';
import { SavedMealsList } from './SavedMealsList';

type TabValue = 'meals' | 'foods' | 'custom';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 260px',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  search: { maxWidth: 'none', width: '100%' },
  tabs: { overflowX: 'auto' },
  loading: { padding: tokens.spacingVerticalXXL },
});

const AUTO = 'auto';

export function MyFoodsPage() {
  const styles = useStyles();
  const { dateKey, label } = useDayNavigation();
  const [tab, setTab] = useState<TabValue>('meals');
  const [search, setSearch] = useState('');
  const [mealChoice, setMealChoice] = useState<MealType | typeof AUTO>(AUTO);
  const [notice, setNotice] = useFoodLogNotice();
  const debouncedSearch = useDeferredValue(useDebouncedValue(search.trim(), 250));
  const onError = (error: unknown) => setNotice({ intent: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' });
  const onNotice = (message: string) => setNotice({ intent: 'success', message });

  return (
    <div className={styles.stack}>
      <PageHeader title="My Foods" subtitle="Saved meals, favourite foods and your own foods." actions={<DayNavigator />} />
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabValue)} aria-label="My Foods sections">
        <Tab value="meals">Saved meals</Tab>
        <Tab value="foods">Saved foods</Tab>
        <Tab value="custom">Custom foods</Tab>
      </TabList>
      {notice && (
        <MessageBar intent={notice.intent} role={notice.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{notice.message}</MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={() => setNotice(null)} />}
          />
        </MessageBar>
      )}
      {tab !== 'custom' && (
        <div className={styles.toolbar}>
          <Field label={tab === 'meals' ? 'Search saved meals' : 'Search saved foods'}>
            <SearchBox className={styles.search} value={search} onChange={(_, data) => setSearch(data.value)} />
          </Field>
          <Field label={`Log to (${label})`}>
            <Select value={mealChoice} onChange={(_, data) => setMealChoice(data.value as MealType | typeof AUTO)}>
              <option value={AUTO}>Its own meal, or by time of day</option>
              {MEAL_TYPES.map((mealType) => (
                <option key={mealType} value={mealType}>
                  {MEAL_LABELS[mealType]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      <SectionErrorBoundary resetKey={tab}>
        <Suspense fallback={<Spinner className={styles.loading} label="Loading…" />}>
          {tab === 'custom' ? (
            <CustomFoodsList onNotice={onNotice} onError={onError} />
          ) : (
            <SavedMealsList
              kind={tab === 'meals' ? 'meal' : 'food'}
              search={debouncedSearch}
              date={dateKey}
              dayLabel={label}
              chosenMealType={mealChoice === AUTO ? null : mealChoice}
              fallbackMealType={currentMealType()}
              onLogged={onNotice}
              onError={onError}
            />
          )}
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
