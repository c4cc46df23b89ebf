import { FlagRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function AdminReportsPage() {
  return (
    <>
      <PageHeader title="AI Content Reports" subtitle="Reports about AI-generated content." />
      <EmptyState icon={<FlagRegular />} title="No reports to review">
        Reporting AI-generated content arrives with the AI features. Reports will be listed here with their status and
        your notes.
      </EmptyState>
    </>
  );
}
