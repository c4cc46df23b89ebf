import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** Shown on the upgrade and billing pages while the built-in sandbox gateway is in use. */
export function SandboxBanner() {
  return (
    <MessageBar intent="warning" role="note">
      <MessageBarBody>
        <MessageBarTitle>Sandbox — no real money</MessageBarTitle>
        Payments here are simulated. Use a test card such as 4242 4242 4242 4242 with any future expiry and any CVC.
      </MessageBarBody>
    </MessageBar>
  );
}
