import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of pt-BR: loaded with the shell, after sign-in. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/pt-BR/*.json',
      '!../../../../../packages/shared/src/i18n/pt-BR/{auth,common,errors}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
