import 'bootstrap/dist/css/bootstrap.min.css';
// The icons the app uses, not all two thousand (build/icon-subset.ts).
import 'virtual:bootstrap-icons.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/print.css';
import { config as configureZod } from 'zod/v4/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followServerCourtClock } from './lib/court-clock';
import { languageReady } from './lib/i18n';
import { App } from './app';
import { createAppRouter } from './app/router';

// Zod compiles schemas with `new Function` where it may; our Content-Security-Policy forbids it, and even zod's
// probe for it is reported as a violation.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page shows the court's today by the server's clock (lib/court-clock.ts).
const ready = Promise.all([languageReady, followServerCourtClock()]);

// The modules' evaluation and the router's start (matching the address, loading its page) run as tasks of their
// own: together they held a phone's main thread 100 ms and more at once (Total Blocking Time; the first render in a
// task of its own too measured no better).
setTimeout(() => {
  const router = createAppRouter();
  void ready.then(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    document.getElementById('boot-splash')?.remove();
  });
});
