// Entry point: translations first (the first paint is already in the right language), then the app; in a
// production build, once the first screen is up, the service worker's update on a device that has it
// (lib/service-worker.ts, its own chunk; the guard's shell installs it).
// Before all: zod without eval (the CSP forbids it). The contract's index imports it too, but the entry reads the
// contract's zod-free modules only and the bundler drops an index nothing reads: the schemas come in lazy chunks,
// which run after this.
import '@garita/contract/zod-browser';
import './styles/base.css';
import './lib/i18n.ts';
import './lib/start-hint.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { warmUpIntl } from './lib/intl-warmup.ts';
import { getSession } from './lib/session.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A signed-in start's first screen writes dates: ICU starts in a worker now, before the first render asks for the
// data, so that it is ready when the data comes (lib/intl-warmup.ts). A login starts it with the first screen.
if (getSession()) warmUpIntl();
// The first render in a task of its own, after the code's evaluation (lib/yield-to-main.ts).
void yieldToMain().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => {
      void import('./lib/service-worker.ts')
        .then(({ updateServiceWorker }) => updateServiceWorker())
        .catch((error: unknown) => console.warn('Service worker not updated', error));
    },
    { once: true },
  );
}
