import { DataTrendingRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function AnalysisPage() {
  return (
    <div data-tour="analysis">
      <PageHeader title="Analysis" subtitle="AI insights built from your own data." />
      <EmptyState
        icon={<DataTrendingRegular />}
        title="No analyses yet"
        upcoming={[
          'Nutrition analysis of your recent days against your targets and recommended intakes',
          'Bloodwork analysis and diet–bloodwork correlation (Pro)',
          'A choice of AI models and a second opinion side by side',
        ]}
      >
        Analyses need food logs and bloodwork, which arrive first. Every analysis will be for educational purposes only.
      </EmptyState>
    </div>
  );
}
