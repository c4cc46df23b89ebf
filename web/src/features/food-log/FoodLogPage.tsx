import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { BowlSaladRegular, CalendarTodayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CardCarousel } from '../../shell/CardCarousel';
import { useDayNavigation } from '../../shell/dayNavigation/DayNavigationContext';
import { DayNavigator } from '../../shell/dayNavigation/DayNavigator';
import { EmptyState } from '../../shell/EmptyState';
import { InfoCard } from '../../shell/InfoCard';
import { PageHeader } from '../../shell/PageHeader';
import { PhotoLogButton } from './PhotoLogButton';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  body: { margin: 0, color: tokens.colorNeutralForeground2 },
  meals: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
});

export function FoodLogPage() {
  const styles = useStyles();
  const { label, dateKey } = useDayNavigation();
  const [cardIndex, setCardIndex] = useState(0);
  return (
    <div className={styles.stack} data-tour="food-log">
      <PageHeader title="Food Log" subtitle="What you ate, meal by meal." actions={<DayNavigator />} />
      <CardCarousel label="Food log cards" index={cardIndex} onIndexChange={setCardIndex}>
        <InfoCard title={`Meals · ${label}`}>
          <Text as="p" className={styles.body}>
            No meals logged for {dateKey}. Each day will hold four meals:
          </Text>
          <ul className={styles.meals}>
            <li>Breakfast</li>
            <li>Lunch</li>
            <li>Dinner</li>
            <li>Snacks</li>
          </ul>
        </InfoCard>
        <InfoCard title="Day totals">
          <CalendarTodayRegular fontSize={32} aria-hidden />
          <Text as="p" className={styles.body}>
            Per-meal and daily totals of calories, protein, carbs and fat will appear here once you log food.
          </Text>
        </InfoCard>
      </CardCarousel>
      <EmptyState
        icon={<BowlSaladRegular />}
        title="Food logging is on its way"
        upcoming={[
          'Search the USDA FoodData Central database with a portion picker that shows calories as you choose',
          'Recent and favourite foods before you type, and quick add for calories',
          'Edit, move and delete items; save meals to reuse them from My Foods',
          'Log from a photo or by voice with the AI assistant (Pro)',
        ]}
      >
        This page will be your daily food diary. It is not ready yet, so nothing can be logged today — we would rather say
        so than show made-up numbers.
      </EmptyState>
      <PhotoLogButton />
    </div>
  );
}
