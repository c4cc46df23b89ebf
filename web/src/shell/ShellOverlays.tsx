import { DataDisclosureGate } from '../features/disclosure/DataDisclosureGate';
import { FirstRun } from '../features/onboarding/FirstRun';
import { TierBenefitsTour } from '../features/tour/TierBenefitsTour';

/**
 * What the shell shows over the page once it is drawn: the data disclosure until accepted, then the first-run steps
 * (targets, tour, notification prompt) and the tour of a newly upgraded plan. The layout loads it when idle.
 */
export function ShellOverlays() {
  return (
    <>
      <DataDisclosureGate>
        <FirstRun />
      </DataDisclosureGate>
      <TierBenefitsTour />
    </>
  );
}
