import { type ReactNode, useEffect, useState } from 'react';
import { loadSignedInCatalogs, signedInCatalogsLoaded } from '../i18n/index.ts';
import { LoadError, PageSpinner } from './lazy.tsx';

/**
 * Shows a screen other than the workplace once the texts of every signed-in namespace are there:
 * the shell comes with those of the shell and the workplace only (i18n/index.ts). Loaded once, so
 * that no screen shows a raw key.
 */
export function SignedInScreen({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    signedInCatalogsLoaded() ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadSignedInCatalogs().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (state === 'failed') return <LoadError />;
  return state === 'ready' ? children : <PageSpinner />;
}
