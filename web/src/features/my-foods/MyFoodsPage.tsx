import { BookmarkRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function MyFoodsPage() {
  return (
    <>
      <PageHeader title="My Foods" subtitle="Saved meals, favourite foods and your own recipes." />
      <EmptyState
        icon={<BookmarkRegular />}
        title="No saved foods yet"
        upcoming={[
          'Save a logged meal to reuse it, and log it again in one tap',
          'Mark meals and foods as favourites',
          'Create custom foods with your own nutrition values',
        ]}
      >
        My Foods arrives together with food logging. Once you can log meals, the ones you save will appear here.
      </EmptyState>
    </>
  );
}
