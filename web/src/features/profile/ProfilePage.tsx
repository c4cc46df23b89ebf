import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { ProfileForm } from './ProfileForm';

// The account cards sit below the form: they load while the form is drawn.
const AccountCards = lazy(() => import('./AccountCards').then((module) => ({ default: module.AccountCards })));

const profileQuery = graphql`
  query ProfilePageQuery {
    aiModels {
      id
      label
      isDefault
      isAllowed
    }
    viewer {
      user {
        email
        ...ProfileForm_user
      }
      ...RemindersCard_viewer
      ...YourDataCard_viewer
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
  sectionTitle: { margin: `${tokens.spacingVerticalL} 0 0`, fontSize: tokens.fontSizeBase500 },
});

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<ProfilePageQuery>(profileQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <div className={styles.stack}>
      <PageHeader title="Profile" subtitle={data.viewer.user.email} />
      <ProfileForm user={data.viewer.user} query={data} savedTargets={data.viewer.nutritionTargets} models={data.aiModels} />
      <h2 className={styles.sectionTitle}>App and account</h2>
      <Suspense fallback={<Spinner label="Loading your account settings…" />}>
        <AccountCards viewer={data.viewer} />
      </Suspense>
    </div>
  );
}

export function ProfilePage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof profileLoader>;
  return queryRef ? <ProfileContent queryRef={queryRef} /> : null;
}
