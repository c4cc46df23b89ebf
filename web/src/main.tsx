import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { ThemeProvider } from './shell/theme/ThemeProvider';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <RouterProvider router={createAppRouter()} />
    </ThemeProvider>
  </StrictMode>,
);

// The service worker registers after the first screen: its code is not needed to draw it.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./pwa/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()), {
    once: true,
  });
}
