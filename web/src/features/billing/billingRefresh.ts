import { graphql } from 'react-relay';

// Every billing mutation reads this back, so the billing page, the upgrade page and the usage meters show the
// new state at once without a refetch.
export const billingRefreshFragment = graphql`
  fragment billingRefresh_viewer on Viewer {
    user {
      tier
      subscriptionStatus
      usage {
        aiFoodQueries
        aiAnalyses
        aiAssistantMessages
      }
    }
    billing {
      isProSetByAdministrator
    }
    ...SubscriptionCard_viewer
    ...PaymentMethodsCard_viewer
    ...BillingHistoryCard_viewer
    ...BillingNotices_viewer
  }
`;
