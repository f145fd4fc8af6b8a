import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of zh-TW: loaded with the first screen other than the workplace. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/zh-TW/*.json',
      '!../../../../../packages/shared/src/i18n/zh-TW/{auth,common,errors}.json',
      '!../../../../../packages/shared/src/i18n/zh-TW/{accProgressWeb,ai,areas,jobsWeb,qnrRespond,resources,search,shell}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
