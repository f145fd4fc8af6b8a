import type { Catalog } from '@accredit/shared';
import { useEffect, useState } from 'react';
import { currentLocale, i18n } from '../../../i18n/index.ts';

/**
 * The reviewers' pages open without sign-in, when only the open namespaces (auth, common, errors)
 * are loaded (i18n/index.ts): they load their own namespace, in the language in use and again
 * when the reader switches language, and nothing of the signed-in screens.
 */
export const DOOR_NAMESPACE = 'accDoorWeb';

const LOADERS = import.meta.glob<Catalog>('../../../../../../packages/shared/src/i18n/*/accDoorWeb.json', {
  import: 'default',
});

async function ensure(locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, DOOR_NAMESPACE)) return;
  const entry = Object.entries(LOADERS).find(([path]) => path.includes(`/i18n/${locale}/`));
  if (!entry) return;
  i18n.addResourceBundle(locale, DOOR_NAMESPACE, await entry[1](), true, true);
}

/** True once the door's texts are there in the language in use. */
export function useDoorCatalog(): boolean {
  const [ready, setReady] = useState<string | null>(() =>
    i18n.hasResourceBundle(currentLocale(), DOOR_NAMESPACE) ? currentLocale() : null,
  );
  const [language, setLanguage] = useState(currentLocale());
  useEffect(() => {
    const onChange = () => setLanguage(currentLocale());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  useEffect(() => {
    let live = true;
    void ensure(language).then(() => live && setReady(language));
    return () => {
      live = false;
    };
  }, [language]);
  return ready === language || (ready !== null && i18n.hasResourceBundle(language, DOOR_NAMESPACE));
}
