import type { Locale } from '@accredit/shared';

/** Pure rules of the administration screens (kept apart from React so they can be tested). */

export interface KeyNode {
  key: string;
  children?: KeyNode[];
}

/** Every key of a tree, depth first. */
export function treeKeys(nodes: readonly KeyNode[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly KeyNode[]) => {
    for (const n of list) {
      out.push(n.key);
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** Parent of each key (roots map to null). */
export function parentsOf(nodes: readonly KeyNode[]): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const walk = (list: readonly KeyNode[], parent: string | null) => {
    for (const n of list) {
      out.set(n.key, parent);
      if (n.children) walk(n.children, n.key);
    }
  };
  walk(nodes, null);
  return out;
}

function findNode(nodes: readonly KeyNode[], key: string): KeyNode | null {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = n.children ? findNode(n.children, key) : null;
    if (hit) return hit;
  }
  return null;
}

/**
 * Ticking a permission in the role tree. The tree is "check strictly" (a menu may be granted
 * without all of its buttons), so the cascade is ours: ticking a node ticks everything under it
 * and the menus above it (a button is useless on a screen the role cannot open); unticking a
 * node unticks everything under it and leaves its ancestors alone.
 */
export function toggleChecked(
  nodes: readonly KeyNode[],
  checked: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const next = new Set(checked);
  const node = findNode(nodes, key);
  const below = node ? treeKeys([node]) : [key];
  for (const k of below) {
    if (on) next.add(k);
    else next.delete(k);
  }
  if (on) {
    const parents = parentsOf(nodes);
    let cursor = parents.get(key) ?? null;
    while (cursor) {
      next.add(cursor);
      cursor = parents.get(cursor) ?? null;
    }
  }
  return next;
}

/**
 * What saveRolePermission will change: the ids to add and to remove. The call sends the whole
 * new list with the list as loaded (`lastpermissionIds`) and the server writes only the
 * difference, so data rules on unchanged grants survive.
 */
export function permissionChange(
  last: readonly string[],
  now: Iterable<string>,
): { added: string[]; removed: string[]; permissionIds: string; lastpermissionIds: string } {
  const before = new Set(last);
  const after = [...new Set(now)];
  const afterSet = new Set(after);
  return {
    added: after.filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !afterSet.has(id)),
    permissionIds: after.join(','),
    lastpermissionIds: [...before].join(','),
  };
}

/** Keeps the nodes whose title contains the text, with their ancestors (for tree search). */
export function filterTree<T extends KeyNode & { title?: string; children?: T[] }>(
  nodes: readonly T[],
  text: string,
): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: T[] = [];
  for (const n of nodes) {
    const children = n.children ? filterTree(n.children, needle) : [];
    if ((n.title ?? '').toLowerCase().includes(needle) || children.length)
      out.push({ ...n, children: children.length ? children : n.children });
  }
  return out;
}

/** A name in the screen's language from a row's four columns (Chinese is the fallback). */
export function pickName(
  locale: Locale,
  zh: string,
  en?: string | null,
  tw?: string | null,
  pt?: string | null,
): string {
  if (locale === 'en-US') return en || zh;
  if (locale === 'zh-TW') return tw || zh;
  if (locale === 'pt-BR') return pt || en || zh;
  return zh;
}

/**
 * Per-field messages from a refused save, for `form.setFields`. A 400 from validation names its
 * fields; a policy refusal (a weak password) has only a message, which goes to `fallback`.
 */
export function fieldErrors(
  error: { message: string; fields?: Record<string, string> },
  known: readonly string[],
  fallback?: string,
): { name: string; errors: string[] }[] {
  const fields = error.fields ?? {};
  const named = Object.entries(fields)
    .filter(([name]) => known.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  if (named.length) return named;
  return fallback ? [{ name: fallback, errors: [error.message] }] : [];
}

/** A ticked set of data-rule ids as the server stores it. */
export function ruleIds(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
