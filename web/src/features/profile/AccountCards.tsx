import { makeStyles, tokens } from '@fluentui/react-components';
import type { RemindersCard_viewer$key } from '../../__generated__/RemindersCard_viewer.graphql';
import type { YourDataCard_viewer$key } from '../../__generated__/YourDataCard_viewer.graphql';
import { BillingLinkCard } from '../billing/BillingLinkCard';
import { RemindersCard } from '../notifications/RemindersCard';
import { YourDataCard } from '../your-data/YourDataCard';
import { AppearanceCard } from './AppearanceCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { TutorialCard } from './TutorialCard';

const useStyles = makeStyles({
  accountGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
});

/** Profile's "App and account" cards: appearance, reminders, billing, tutorial, your data, password, deletion. */
export function AccountCards({ viewer }: { viewer: RemindersCard_viewer$key & YourDataCard_viewer$key }) {
  const styles = useStyles();
  return (
    <div className={styles.accountGrid}>
      <AppearanceCard />
      <RemindersCard viewer={viewer} />
      <BillingLinkCard />
      <TutorialCard />
      <YourDataCard viewer={viewer} />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </div>
  );
}
