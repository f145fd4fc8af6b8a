import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** Every other namespace of en-US: loaded with the shell, after sign-in. */
export default byNamespace(
  import.meta.glob<Catalog>(
    [
      '../../../../../packages/shared/src/i18n/en-US/*.json',
      '!../../../../../packages/shared/src/i18n/en-US/{auth,common,errors}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
