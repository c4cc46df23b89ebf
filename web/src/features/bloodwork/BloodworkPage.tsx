import { BeakerRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function BloodworkPage() {
  return (
    <div data-tour="bloodwork">
      <PageHeader title="Bloodwork" subtitle="Your lab results, over time." />
      <EmptyState
        icon={<BeakerRegular />}
        title="No bloodwork yet"
        upcoming={[
          'Upload a lab report PDF and review the values found before saving',
          'Or enter values by hand with marker suggestions and unit conversion',
          'High and low flags against reference ranges, and a trend chart per marker',
        ]}
      >
        Bloodwork storage is coming in an upcoming update.
      </EmptyState>
    </div>
  );
}
