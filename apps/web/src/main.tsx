import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyDayjsLocale, loadLocale } from './app/locale.ts';
import { Providers } from './app/Providers.tsx';
import { router } from './app/routes.tsx';
import { currentLocale } from './i18n/index.ts';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The first render already has antd's and dayjs's texts for the language (English needs none).
// Not a top-level await: see app/locale.ts. Without them (a failed load) antd speaks English.
loadLocale(currentLocale())
  .then(() => applyDayjsLocale(currentLocale()))
  .catch(() => undefined)
  .finally(render);
