import { Button, makeStyles, Text } from '@fluentui/react-components';
import { ArrowCounterclockwiseRegular } from '@fluentui/react-icons';
import { InfoCard } from '../../shell/InfoCard';
import { useTour } from '../tour/TourContext';

const useStyles = makeStyles({
  button: { alignSelf: 'flex-start' },
});

/** Spec section 2: the Profile page can replay the tutorial at any time. */
export function TutorialCard() {
  const styles = useStyles();
  const { startTour, activeTour } = useTour();
  return (
    <InfoCard title="Guided tour">
      <Text>A one-minute tour of logging food, supplements, bloodwork and analysis.</Text>
      <Button className={styles.button} icon={<ArrowCounterclockwiseRegular />} disabled={activeTour !== null} onClick={() => startTour('firstTime')}>
        Replay tutorial
      </Button>
    </InfoCard>
  );
}
