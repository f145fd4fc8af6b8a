import type { Executor } from '../../../core/db.ts';

/**
 * Marks a shared file's current version for text extraction (called in the write transaction that
 * stored the version). Owned by the extraction part of issue 20; this stub only states the contract.
 */
export async function queueTextExtraction(_db: Executor, _fileId: string): Promise<void> {}
