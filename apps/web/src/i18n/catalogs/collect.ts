import type { Catalog } from '@accredit/shared';

/** `{ '<path>/<namespace>.json': catalog }` to `{ namespace: catalog }`. */
export function byNamespace(files: Record<string, Catalog>): Record<string, Catalog> {
  const out: Record<string, Catalog> = {};
  for (const [path, data] of Object.entries(files)) {
    const match = /\/([^/]+)\.json$/.exec(path);
    if (match) out[match[1]] = data;
  }
  return out;
}
