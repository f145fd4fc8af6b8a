import type { Module } from '../../core/app-types.ts';

/** Placeholder: filled by the owner of this module (plan.md). */
export const identityModule: Module = (_app, _ctx) => {};
