import { Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  friends: { display: 'flex', flexDirection: 'column', maxHeight: '200px', overflowY: 'auto', margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface Friend {
  userId: string;
  displayName: string;
}

/** Friends as a checkbox list under a legend: who to invite to a challenge. */
export function FriendPicker({
  friends,
  selected,
  onChange,
  legend = 'Invite friends',
  emptyText,
  className,
}: {
  friends: readonly Friend[];
  selected: readonly string[];
  onChange(userIds: string[]): void;
  legend?: string;
  emptyText: string;
  className?: string;
}) {
  const styles = useStyles();
  return (
    <fieldset className={mergeClasses(styles.friends, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {friends.length === 0 ? (
        <Text className={styles.muted}>{emptyText}</Text>
      ) : (
        friends.map((friend) => (
          <Checkbox
            key={friend.userId}
            label={friend.displayName}
            checked={selected.includes(friend.userId)}
            onChange={(_, data) => onChange(data.checked ? [...selected, friend.userId] : selected.filter((id) => id !== friend.userId))}
          />
        ))
      )}
    </fieldset>
  );
}
