import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of pt-BR: loaded with the first screen other than the workplace. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/pt-BR/*.json',
      '!../../../../../packages/shared/src/i18n/pt-BR/{auth,common,errors}.json',
      '!../../../../../packages/shared/src/i18n/pt-BR/{accProgressWeb,ai,areas,jobsWeb,qnrRespond,resources,search,shell}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
