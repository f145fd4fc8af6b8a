import type { Executor } from '../../core/db.ts';

/**
 * Re-indexes records of one resource now (in the caller's transaction when given one). The search
 * part of issue 20 owns this file; the stub states the contract others call.
 */
export async function reindexRecords(
  _db: Executor,
  _resource: string,
  _ids: readonly string[],
): Promise<void> {}

/** Extra text of a resource's records for the index (a shared file's extracted text), by record id. */
export type SearchTextLoader = (db: Executor, ids: readonly string[]) => Promise<Map<string, string>>;

const loaders = new Map<string, SearchTextLoader>();

export function registerSearchText(resource: string, loader: SearchTextLoader): void {
  loaders.set(resource, loader);
}

export function searchTextLoader(resource: string): SearchTextLoader | undefined {
  return loaders.get(resource);
}
