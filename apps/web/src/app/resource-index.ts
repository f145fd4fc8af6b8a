import index from 'virtual:resource-index';
import type { Locale, ResourceDef } from '@accredit/shared';

/**
 * What the shell and the workplace need of the resource definitions: which menu items are engine
 * resources, their titles, permission bases and review flags. The full registry (field lists,
 * filters, dictionaries; some 26 kB gzipped) loads with the screens that show a resource. The
 * build writes this index from the registry itself (vite.config.ts), so there is nothing to
 * keep in step by hand.
 */
export type ResourceSummary = Pick<ResourceDef, 'name' | 'permission' | 'reviewed' | 'labels'>;

const byName = new Map<string, ResourceSummary>(index.map((r) => [r.name, r]));

export function resourceSummary(name: string): ResourceSummary | undefined {
  return byName.get(name);
}

/** The same title as the shared resourceTitle: the definition's own text, else the catalog's. */
export function resourceSummaryTitle(
  summary: ResourceSummary,
  locale: Locale,
  t: (key: string) => string,
): string {
  return summary.labels?.[locale] || t(`resources.${summary.name}._title`);
}
