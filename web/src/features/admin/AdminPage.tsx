import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export function AdminPage() {
  return (
    <>
      <PageHeader title="Admin" subtitle="Users, subscriptions and analytics." />
      <EmptyState
        icon={<ShieldCheckmarkRegular />}
        title="The admin console is coming"
        upcoming={['Search users and change their tier', 'Dashboard statistics', 'Nutrition, bloodwork and engagement analytics']}
      >
        Admin tools arrive in a later update. For now, admins can promote users from the server's command line.
      </EmptyState>
    </>
  );
}
