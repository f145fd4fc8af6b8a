import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every namespace of zh-CN, as one chunk loaded when the language is in use. */
export default byNamespace(
  import.meta.glob<Catalog>('../../../../../packages/shared/src/i18n/zh-CN/*.json', {
    eager: true,
    import: 'default',
  }),
);
