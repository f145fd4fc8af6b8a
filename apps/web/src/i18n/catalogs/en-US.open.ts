import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** The namespaces of the screens before sign-in (OPEN_NAMESPACES) in en-US: loaded with the first page. */
export default byNamespace(
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/en-US/{auth,common,errors}.json', {
    eager: true,
    import: 'default',
  }),
);
