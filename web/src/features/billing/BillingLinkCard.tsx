import { Button, Text } from '@fluentui/react-components';
import { CreditCardPersonRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { InfoCard } from '../../shell/InfoCard';
import { useAuth } from '../auth/useAuth';

/** Profile's way to Billing: the plan at a glance and the page that manages it. */
export function BillingLinkCard() {
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <InfoCard title="Billing and subscription">
      <Text>{user?.tier === 'pro' ? 'You are on Pro Tier.' : 'You are on Free Tier.'} Manage your subscription, payment methods and receipts.</Text>
      <Button icon={<CreditCardPersonRegular />} onClick={() => void navigate('/billing')} style={{ alignSelf: 'flex-start' }}>
        Open Billing
      </Button>
    </InfoCard>
  );
}
