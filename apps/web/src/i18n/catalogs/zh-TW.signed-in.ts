import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of zh-TW: loaded with the shell, after sign-in. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/zh-TW/*.json',
      '!../../../../../packages/shared/src/i18n/zh-TW/{auth,common,errors}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
