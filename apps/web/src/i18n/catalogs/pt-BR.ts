import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every namespace of pt-BR, as one chunk loaded when the language is in use. */
export default byNamespace(
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/pt-BR/*.json', {
    eager: true,
    import: 'default',
  }),
);
