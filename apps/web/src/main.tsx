// Entry point: translations first (the first paint is already in the right language), then the app; in a
// production build, once the first screen is up, the service worker (lib/service-worker.ts, its own chunk).
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => {
      void import('./lib/service-worker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('Service worker not registered', error));
    },
    { once: true },
  );
}
