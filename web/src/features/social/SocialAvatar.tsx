import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  avatar: {
    width: '36px',
    height: '36px',
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#ffffff',
    fontWeight: tokens.fontWeightSemibold,
    flexShrink: 0,
  },
});

/** The person's initial on their colour; decorative, their name is always written next to it. */
export function SocialAvatar({ letter, color }: { letter: string; color: string }) {
  const styles = useStyles();
  return (
    <span className={styles.avatar} style={{ backgroundColor: color }} aria-hidden="true">
      {letter}
    </span>
  );
}
