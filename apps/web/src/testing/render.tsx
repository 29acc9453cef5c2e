import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { loadPageTexts, type PageSection } from '../lib/i18n';

// A component is rendered without the route that loads its page's texts: every page's texts are loaded at once.
const pageSections = Object.keys(import.meta.glob('../locales/pages/*/en.json')).map(
  (file) => file.split('/').at(-2) as PageSection,
);
await loadPageTexts(pageSections);

/**
 * Renders one component as the app does (its texts in English, a query client and a router of its own) for a
 * component test: a form's rules, a toggle, a formatting, checked in a DOM without a browser or a server. What
 * needs layout, media or the server stays with the browser suite (e2e/).
 */
export function renderComponent(component: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{component}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}
