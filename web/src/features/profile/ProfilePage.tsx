import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { AppearanceCard } from './AppearanceCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ProfileForm } from './ProfileForm';
import { TutorialCard } from './TutorialCard';

const profileQuery = graphql`
  query ProfilePageQuery {
    viewer {
      user {
        email
        ...ProfileForm_user
      }
      nutritionTargets {
        calories
        protein
        carbs
        fat
      }
    }
    ...MacroPreview_query
  }
`;

export function profileLoader() {
  return { queryRef: preloadRouteQuery<ProfilePageQuery>('profile', profileQuery, {}) };
}

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  accountGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: '1fr' },
  },
  sectionTitle: { margin: `${tokens.spacingVerticalL} 0 0`, fontSize: tokens.fontSizeBase500 },
});

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<ProfilePageQuery>(profileQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <div className={styles.stack}>
      <PageHeader title="Profile" subtitle={data.viewer.user.email} />
      <ProfileForm user={data.viewer.user} query={data} savedTargets={data.viewer.nutritionTargets} />
      <h2 className={styles.sectionTitle}>App and account</h2>
      <div className={styles.accountGrid}>
        <AppearanceCard />
        <TutorialCard />
        <ChangePasswordCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}

export function ProfilePage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof profileLoader>;
  return queryRef ? <ProfileContent queryRef={queryRef} /> : null;
}
