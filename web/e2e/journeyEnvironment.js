import { TestEnvironment } from 'jest-environment-node';

/**
 * The Node environment with one addition: a journey's global `__journeyFailed` says whether its test has failed, so
 * describeFailures.ts can print what the browser showed at that moment (a timeout alone says nothing about why).
 */
export default class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__journeyFailed = false;
    if (event.name === 'test_fn_failure') this.global.__journeyFailed = true;
  }
}
