import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of en-US: loaded with the first screen other than the workplace. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/en-US/*.json',
      '!../../../../../packages/shared/src/i18n/en-US/{auth,common,errors}.json',
      '!../../../../../packages/shared/src/i18n/en-US/{accProgressWeb,ai,areas,jobsWeb,qnrRespond,resources,search,shell}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
