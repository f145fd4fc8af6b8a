import type { Module } from '../core/app-types.ts';
import { healthModule } from './health/routes.ts';

/** Every module, registered under /api in this order. */
export const MODULES: Module[] = [healthModule];
