import type { Catalog } from '@accredit/shared';
import { byNamespace } from './collect.ts';

/** The namespaces of the shell and the workplace (SHELL_NAMESPACES) in zh-CN: loaded with the shell. */
export default byNamespace(
  import.meta.glob<Catalog>(
    '../../../../../packages/shared/src/i18n/zh-CN/{accProgressWeb,ai,areas,jobsWeb,qnrRespond,resources,search,shell}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
