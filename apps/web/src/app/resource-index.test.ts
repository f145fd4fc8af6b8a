import { RESOURCES, resourceTitle } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { resourceSummary, resourceSummaryTitle } from './resource-index.ts';

describe('the resource index of the shell', () => {
  it('has every resource of the registry, with its permission base, review flag and title', () => {
    const t = (k: string) => `[${k}]`;
    for (const def of RESOURCES) {
      const summary = resourceSummary(def.name);
      expect(summary, def.name).toBeDefined();
      expect(summary?.permission).toBe(def.permission);
      expect(Boolean(summary?.reviewed)).toBe(Boolean(def.reviewed));
      for (const locale of ['en-US', 'zh-CN'] as const)
        expect(resourceSummaryTitle(summary!, locale, t)).toBe(resourceTitle(def, locale, t));
    }
    expect(resourceSummary('noSuchResource')).toBeUndefined();
  });
});
