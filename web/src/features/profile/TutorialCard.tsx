import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowCounterclockwiseRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { InfoCard } from '../../shell/InfoCard';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  button: { alignSelf: 'flex-start' },
});

/** 'Replay tutorial': wired up when the guided tour lands. */
export function TutorialCard() {
  const styles = useStyles();
  const noteId = useId();
  return (
    <InfoCard title="Guided tour">
      <Text>A two-minute tour of logging food, supplements, bloodwork and analysis.</Text>
      <Button className={styles.button} icon={<ArrowCounterclockwiseRegular />} disabled aria-describedby={noteId}>
        Replay tutorial
      </Button>
      <Text id={noteId} className={styles.note}>
        The guided tour arrives with an upcoming update; you will be able to replay it from here.
      </Text>
    </InfoCard>
  );
}
