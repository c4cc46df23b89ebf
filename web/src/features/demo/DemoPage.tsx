import { ContentViewRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

/** A placeholder page (spec section 2). */
export function DemoPage() {
  return (
    <>
      <PageHeader title="Demo" subtitle="A placeholder page." />
      <EmptyState icon={<ContentViewRegular />} title="Nothing to see here yet">
        This page is reserved for demonstrations of new features.
      </EmptyState>
    </>
  );
}
