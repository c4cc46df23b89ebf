import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerServiceWorker } from './pwa/registerServiceWorker';
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

if (import.meta.env.PROD) registerServiceWorker();
