import { PeopleCommunityRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function SocialPage() {
  return (
    <>
      <PageHeader title="Social" subtitle="Share progress and ideas with others." />
      <EmptyState icon={<PeopleCommunityRegular />} title="The social area is not open yet">
        A place to share meals and progress with friends is planned. Nothing you log is shared unless you choose to
        share it.
      </EmptyState>
    </>
  );
}
