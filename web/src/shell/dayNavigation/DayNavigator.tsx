import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useDayNavigation } from './DayNavigationContext';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { minWidth: '128px', fontWeight: tokens.fontWeightSemibold },
});

export function DayNavigator() {
  const styles = useStyles();
  const { selectedDate, label, isToday, goToPreviousDay, goToNextDay, goToToday } = useDayNavigation();
  const fullDate = selectedDate.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <nav className={`${styles.root} nutri-glass`} aria-label="Day">
      <Button appearance="subtle" shape="circular" icon={<ChevronLeftRegular />} onClick={goToPreviousDay} aria-label="Previous day" title="Previous day" />
      <Button
        appearance="transparent"
        shape="circular"
        className={styles.label}
        onClick={goToToday}
        aria-live="polite"
        aria-label={isToday ? `${label}, ${fullDate}` : `${label}. Go back to today`}
        title={isToday ? fullDate : `${fullDate} — back to today`}
      >
        {label}
      </Button>
      <Button appearance="subtle" shape="circular" icon={<ChevronRightRegular />} onClick={goToNextDay} aria-label="Next day" title="Next day" />
    </nav>
  );
}
