import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { AdminUserDetailQuery } from '../../__generated__/AdminUserDetailQuery.graphql';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { useAuth } from '../auth/useAuth';
import { AdminAuditList } from './AdminAuditList';
import { PasswordResetLinkCard } from './PasswordResetLinkCard';
import { AdminUserBadges } from './AdminUserBadges';
import { formatCount, formatDate, formatDateTime, formatMoney } from './adminFormat';
import { ChangePlanForm } from './ChangePlanForm';
import { StatCard, useStatGridStyles } from './StatCard';
import { useDeleteTestUserMutation } from './useDeleteTestUserMutation';
import { useSetUserRoleMutation } from './useSetUserRoleMutation';

const query = graphql`
  query AdminUserDetailQuery($id: ID!) {
    adminUser(id: $id) {
      id
      monthlyRevenueCents
      counts {
        foodLogDays
        foodLogItems
        supplementLogs
        bloodworkEntries
        analyses
        reportsFiled
      }
      user {
        id
        internalID
        firstName
        lastName
        email
        role
        tier
        subscriptionStatus
        adminNotes
        isTestUser
        timezone
        createdAt
        lastActiveAt
        usage {
          aiFoodQueries
          aiAnalyses
          aiAssistantMessages
        }
        usageLimits {
          aiFoodQueries
          aiAnalyses
          aiAssistantMessages
        }
      }
    }
    ...AdminAuditList_query @arguments(userId: $id, count: 10)
  }
`;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: { alignSelf: 'flex-start' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const limitText = (limit: number | null | undefined) => (limit == null ? 'No limit on Pro' : `Free limit ${limit} a month`);

/** One user's account for admins: who they are, their plan and how much they use the app — counts, never their health data. */
export function AdminUserDetail({ userId }: { userId: string }) {
  const styles = useStyles();
  const grid = useStatGridStyles();
  const navigate = useNavigate();
  const { user: viewer } = useAuth();
  // Refetching from the store keeps the page (and the form's confirmation) on screen while counts and the trail reload.
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const data = useLazyLoadQuery<AdminUserDetailQuery>(query, { id: userId }, { fetchKey, fetchPolicy: 'store-and-network' });
  const [setRole, isSettingRole] = useSetUserRoleMutation();
  const [deleteTestUser, isDeleting] = useDeleteTestUserMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { user, counts } = data.adminUser;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const isSelf = viewer?.id === user.id;

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(toRequestError(failure).message);
    }
  };

  return (
    <div className={styles.stack}>
      <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void navigate('/admin?tab=users')}>
        Back to users
      </Button>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          Health data stays the user's: you see their account, plan and how much they use Nutri, never their food diary, lab values or analyses.
        </MessageBarBody>
      </MessageBar>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}

      <div className={styles.columns}>
        <InfoCard title={name || user.email}>
          <AdminUserBadges tier={user.tier} subscriptionStatus={user.subscriptionStatus} role={user.role} isTestUser={user.isTestUser} />
          <dl className={styles.facts}>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Joined</dt>
            <dd>{formatDate(user.createdAt)}</dd>
            <dt>Last active</dt>
            <dd>{formatDateTime(user.lastActiveAt)}</dd>
            <dt>Time zone</dt>
            <dd>{user.timezone}</dd>
            <dt>Revenue</dt>
            <dd>{formatMoney(data.adminUser.monthlyRevenueCents, 'usd')} a month</dd>
            {user.adminNotes && (
              <>
                <dt>Admin notes</dt>
                <dd>{user.adminNotes}</dd>
              </>
            )}
          </dl>
          <div className={styles.actions}>
            <Button
              disabled={isSettingRole || (isSelf && user.role === 'admin')}
              onClick={() => void run(() => setRole(user.id, user.role === 'admin' ? 'user' : 'admin').then(refresh))}
            >
              {user.role === 'admin' ? 'Remove admin role' : 'Make admin'}
            </Button>
            {user.isTestUser && (
              <Button appearance="secondary" onClick={() => setConfirmingDelete(true)}>
                Delete test user
              </Button>
            )}
          </div>
        </InfoCard>
        <InfoCard title="Change plan">
          <ChangePlanForm
            userId={user.id}
            tier={user.tier}
            subscriptionStatus={user.subscriptionStatus}
            adminNotes={user.adminNotes ?? null}
            onSaved={refresh}
          />
        </InfoCard>
        <PasswordResetLinkCard userId={user.id} />
      </div>

      <InfoCard title="Usage this month">
        <div className={grid.grid}>
          <StatCard label="AI food queries" value={formatCount(user.usage.aiFoodQueries)} detail={limitText(user.usageLimits.aiFoodQueries)} />
          <StatCard label="AI analyses" value={formatCount(user.usage.aiAnalyses)} detail={limitText(user.usageLimits.aiAnalyses)} />
          <StatCard label="Assistant messages" value={formatCount(user.usage.aiAssistantMessages)} detail={limitText(user.usageLimits.aiAssistantMessages)} />
        </div>
      </InfoCard>

      <InfoCard title="What they have recorded">
        <div className={grid.grid}>
          <StatCard label="Days with food logged" value={formatCount(counts.foodLogDays)} detail={`${formatCount(counts.foodLogItems)} foods`} />
          <StatCard label="Supplements logged" value={formatCount(counts.supplementLogs)} />
          <StatCard label="Bloodwork entries" value={formatCount(counts.bloodworkEntries)} />
          <StatCard label="Analyses" value={formatCount(counts.analyses)} />
          <StatCard label="Reports filed" value={formatCount(counts.reportsFiled)} />
        </div>
      </InfoCard>

      <InfoCard title="Audit trail">
        <AdminAuditList query={data} showTarget={false} />
      </InfoCard>

      <Dialog open={confirmingDelete} onOpenChange={(_, state) => !isDeleting && setConfirmingDelete(state.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Delete this test user?</DialogTitle>
            <DialogContent>
              {user.email} and everything they recorded will be deleted. This can't be undone. The deletion stays in the audit trail.
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmingDelete(false)} disabled={isDeleting}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                disabled={isDeleting}
                onClick={() =>
                  void run(async () => {
                    await deleteTestUser(user.id);
                    setConfirmingDelete(false);
                    void navigate('/admin?tab=users');
                  })
                }
              >
                {isDeleting ? 'Deleting…' : 'Delete test user'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
