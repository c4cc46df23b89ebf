import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AdminAuditTabQuery } from '../../__generated__/AdminAuditTabQuery.graphql';
import { InfoCard } from '../../shell/InfoCard';
import { AdminAuditList } from './AdminAuditList';

const query = graphql`
  query AdminAuditTabQuery {
    ...AdminAuditList_query
  }
`;

/** Every admin action: plan and role changes, test-user deletions and report status changes. */
export function AdminAuditTab() {
  const data = useLazyLoadQuery<AdminAuditTabQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return (
    <InfoCard title="Audit trail">
      <AdminAuditList query={data} />
    </InfoCard>
  );
}
