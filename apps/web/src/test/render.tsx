import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders `node` the way the app holds its pages: a query client of its own (a failed call is not
 * retried: a test sees the error at once), a router at `path` (none with `false`: the node brings
 * its own) and antd's App (message, modal).
 * `rerender` puts a changed node in the same holders (the same query client).
 */
export function renderInApp(node: ReactNode, path: string | false = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const held = (inner: ReactNode) => (
    <QueryClientProvider client={client}>
      {path === false ? (
        <App>{inner}</App>
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <App>{inner}</App>
        </MemoryRouter>
      )}
    </QueryClientProvider>
  );
  const view = render(held(node));
  return { ...view, client, rerender: (next: ReactNode) => view.rerender(held(next)) };
}
