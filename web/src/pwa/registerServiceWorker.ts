import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that precaches the app shell. When an updated worker
 * activates, the page reloads once so it runs the new version (spec section 4).
 */
export function registerServiceWorker(): void {
  let isReloading = false;
  registerSW({
    immediate: true,
    onNeedReload() {
      if (isReloading) return;
      isReloading = true;
      window.location.reload();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
