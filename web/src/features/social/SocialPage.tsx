import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SocialPageQuery } from '../../__generated__/SocialPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PageHeader } from '../../shell/PageHeader';
import { ChallengesPanel } from './challenges/ChallengesPanel';
import { useScrollToHash } from './notifications/useScrollToHash';
import { PeoplePanel } from './PeoplePanel';
import { PrivacyCard } from './PrivacyCard';
import { SocialFeed } from './SocialFeed';

const socialQuery = graphql`
  query SocialPageQuery {
    viewer {
      socialProfile {
        ...PrivacyCard_profile
      }
      ...SocialFeed_viewer
      ...PeoplePanel_viewer
      ...ChallengesPanel_viewer
    }
  }
`;

export function socialLoader() {
  return { queryRef: preloadRouteQuery<SocialPageQuery>('social', socialQuery, {}) };
}

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

function SocialContent({ queryRef }: { queryRef: PreloadedQuery<SocialPageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<SocialPageQuery>(socialQuery, queryRef);
  useScrollToHash();
  if (!data.viewer) return null;
  return (
    <div className={styles.layout}>
      <SocialFeed viewer={data.viewer} />
      <div className={styles.side}>
        <ChallengesPanel viewer={data.viewer} />
        <div id="friends">
          <PeoplePanel viewer={data.viewer} />
        </div>
        <PrivacyCard profile={data.viewer.socialProfile} />
      </div>
    </div>
  );
}

export function SocialPage() {
  const { queryRef } = useLoaderData<ReturnType<typeof socialLoader>>();
  return (
    <>
      <PageHeader title="Social" subtitle="Share meals and progress with friends. Nothing is shared unless you post it." />
      {queryRef && <SocialContent queryRef={queryRef} />}
    </>
  );
}
