/**
 * The goal tree of a programme as the editor shows it (pure, no I/O): training objectives, and
 * learning goals each with their objectives, every list in its stored order.
 */
export type TreeKind = 'trainingObjective' | 'degreeProgramsLg' | 'degreeProgramsLo';

export interface TreeNode {
  id: string;
  code: string;
  /** The Chinese and English texts (a training objective's content, a goal's or objective's statement). */
  text: string;
  textEn: string;
  target: number | null;
  sort: number;
  lgId?: string;
}

export interface GoalNode extends TreeNode {
  objectives: TreeNode[];
}

/** Which record fields hold the two texts of each kind. */
export const TEXT_KEYS: Record<TreeKind, readonly [string, string]> = {
  trainingObjective: ['content', 'contentEn'],
  degreeProgramsLg: ['name', 'nameEn'],
  degreeProgramsLo: ['name', 'nameEn'],
};

type RecordLike = Record<string, unknown> & { id: string };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);

export function toNode(kind: TreeKind, r: RecordLike): TreeNode {
  const [zh, en] = TEXT_KEYS[kind];
  return {
    id: r.id,
    code: str(r.code),
    text: str(r[zh]),
    textEn: str(r[en]),
    target: num(r.target),
    sort: num(r.sort) ?? 0,
    lgId: kind === 'degreeProgramsLo' ? str(r.lgId) : undefined,
  };
}

/** Stored order, then code (records added without an order keep a stable place). */
export function ordered<T extends TreeNode>(nodes: readonly T[]): T[] {
  return [...nodes].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code, 'en', { numeric: true }));
}

export function buildGoals(goals: readonly TreeNode[], objectives: readonly TreeNode[]): GoalNode[] {
  return ordered(goals).map((g) => ({
    ...g,
    objectives: ordered(objectives.filter((o) => o.lgId === g.id)),
  }));
}

/** The ids in their new order after moving one up (-1) or down (+1); null when it cannot move. */
export function moved(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

/** The order a new record takes: after the last one. */
export function nextSort(nodes: readonly TreeNode[]): number {
  return nodes.reduce((m, n) => Math.max(m, n.sort), 0) + 10;
}

/** A code for the next record of a list, e.g. LG3 after LG2, LO2.3 under LG2 after LO2.2. */
export function suggestCode(prefix: string, nodes: readonly TreeNode[]): string {
  const numbers = nodes
    .map((n) => (n.code.startsWith(prefix) ? Number(n.code.slice(prefix.length)) : Number.NaN))
    .filter((n) => Number.isInteger(n));
  return `${prefix}${numbers.length ? Math.max(...numbers) + 1 : 1}`;
}
