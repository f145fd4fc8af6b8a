import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of zh-CN: loaded with the shell, after sign-in. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/zh-CN/*.json',
      '!../../../../../packages/shared/src/i18n/zh-CN/{auth,common,errors}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
