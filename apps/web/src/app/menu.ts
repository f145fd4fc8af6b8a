import type { Locale } from '@accredit/shared';

/**
 * The menu the server sends (spec 000 section 2 "Menu items"), normalised and turned into the
 * routes of the shell. The server already limits the menu to the current role; the client checks
 * again so that a stale or hand-edited menu cannot show a page the user may not open.
 */

/** One permission entry of `auth` / `allAuth` (spec 000 section 3). */
export interface PermissionEntry {
  action: string;
  type?: string | number;
  describe?: string;
  status?: string | number;
}

/** A menu item as it arrives: fields flat or under `meta` (both shapes are in use). */
export interface RawMenuItem {
  id?: string;
  key?: string;
  name?: string;
  path?: string;
  component?: string;
  redirect?: string | null;
  route?: string | number | boolean | null;
  hidden?: boolean | number | string | null;
  title?: string;
  titleEn?: string;
  titleTw?: string;
  titlePt?: string;
  icon?: string | null;
  url?: string | null;
  keepAlive?: boolean | number | string | null;
  perm?: string | null;
  permissions?: string[] | null;
  meta?: {
    title?: string;
    titleEn?: string;
    titleTw?: string;
    titlePt?: string;
    icon?: string | null;
    url?: string | null;
    keepAlive?: boolean | number | string | null;
    permission?: string[] | null;
    permissionList?: (PermissionEntry | string)[] | null;
  } | null;
  children?: RawMenuItem[] | null;
}

export interface MenuNode {
  key: string;
  path: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  title: Record<Locale, string>;
  icon: string | null;
  url: string | null;
  keepAlive: boolean;
  /** The resource name of the screen's buttons (`<perm>:<action>`), when known. */
  perm: string | null;
  /** Codes of which the user must hold one to open the route; empty means none needed. */
  required: string[];
  children: MenuNode[];
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Route flag 0 means "not a route" (spec 000 section 2). */
function isRouteSkipped(item: RawMenuItem): boolean {
  return item.route === 0 || item.route === '0' || item.route === false;
}

function titles(item: RawMenuItem): Record<Locale, string> {
  const m = item.meta ?? {};
  const zh = m.title ?? item.title ?? item.name ?? item.path ?? '';
  const en = m.titleEn ?? item.titleEn ?? zh;
  return {
    'zh-CN': zh,
    'en-US': en,
    // The spec gives Chinese and English titles; the other two languages use theirs when sent.
    'zh-TW': m.titleTw ?? item.titleTw ?? zh,
    'pt-BR': m.titlePt ?? item.titlePt ?? en,
  };
}

function requiredOf(item: RawMenuItem): string[] {
  const list = item.meta?.permission ?? item.permissions ?? [];
  return list.filter((c): c is string => typeof c === 'string' && c.length > 0);
}

export function normaliseMenu(raw: readonly RawMenuItem[] | null | undefined): MenuNode[] {
  const out: MenuNode[] = [];
  for (const item of raw ?? []) {
    if (!item || isRouteSkipped(item) || !item.path) continue;
    const meta = item.meta ?? {};
    out.push({
      key: item.key ?? item.name ?? item.id ?? item.path,
      path: item.path,
      component: item.component ?? '',
      redirect: item.redirect || null,
      hidden: truthy(item.hidden),
      title: titles(item),
      icon: meta.icon ?? item.icon ?? null,
      url: meta.url ?? item.url ?? null,
      keepAlive: truthy(meta.keepAlive ?? item.keepAlive),
      perm: item.perm ?? null,
      required: requiredOf(item),
      children: normaliseMenu(item.children),
    });
  }
  return out;
}

/** Codes the user holds: the `action` of every `auth` entry. */
export function heldCodes(auth: readonly (PermissionEntry | string)[] | null | undefined): Set<string> {
  const held = new Set<string>();
  for (const entry of auth ?? []) {
    const code = typeof entry === 'string' ? entry : entry?.action;
    if (code) for (const part of code.split(',')) if (part.trim()) held.add(part.trim());
  }
  return held;
}

/** A route is kept only if it needs nothing or the user holds one of its codes; children nest. */
export function filterByPermission(nodes: readonly MenuNode[], held: ReadonlySet<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (node.required.length && !node.required.some((c) => held.has(c))) continue;
    out.push({ ...node, children: filterByPermission(node.children, held) });
  }
  return out;
}

export function buildMenu(raw: readonly RawMenuItem[] | null | undefined, held: ReadonlySet<string>) {
  return filterByPermission(normaliseMenu(raw), held);
}

/** Every node, depth first, with its first-level ancestor. */
export function flattenNodes(nodes: readonly MenuNode[]): { node: MenuNode; top: MenuNode }[] {
  const out: { node: MenuNode; top: MenuNode }[] = [];
  const walk = (list: readonly MenuNode[], top: MenuNode | null) => {
    for (const node of list) {
      out.push({ node, top: top ?? node });
      walk(node.children, top ?? node);
    }
  };
  walk(nodes, null);
  return out;
}

export const EXPERT_LANDING = '/strategic-planning-index';
export const WORKPLACE_PATH = '/dashboard/workplace';

/** Where `/` goes: the first path of the menu; the Expert role to the strategic-planning home. */
export function landingPath(nodes: readonly MenuNode[], roleCode: string | null | undefined): string {
  if (roleCode === '7') return EXPERT_LANDING;
  const first = nodes.find((n) => !n.hidden);
  if (!first) return WORKPLACE_PATH;
  return first.redirect ?? first.path;
}

/** Title in the current language. */
export function menuTitle(node: Pick<MenuNode, 'title'>, locale: Locale): string {
  return node.title[locale] || node.title['en-US'] || node.title['zh-CN'];
}

/** Matches a concrete pathname against a menu path (which may hold `:params`). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const a = pattern.replace(/\/+$/, '').split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === b[i].toLowerCase());
}
