/** Written by the build from the resource registry (vite.config.ts, app/resource-index.ts). */
declare module 'virtual:resource-index' {
  import type { ResourceDef } from '@accredit/shared';

  const index: Pick<ResourceDef, 'name' | 'permission' | 'reviewed' | 'labels'>[];
  export default index;
}
