import {
  ACCREDITATION_CATEGORY,
  type CategoryNode,
  dictChoices,
  dictLabel,
  EVIDENCE_FRAMEWORKS,
  type EvidenceSummary,
  type Locale,
} from '@accredit/shared';

/**
 * The standards evidence is gathered by, as trees: AACSB, EQUIS and AMBA first (what reviewers
 * ask for), then the product's own category tree (spec 001 section 9). The codes are those of
 * the `accreditationStandard` dictionary; the category tree's root is a heading, not a code.
 */
export const STANDARD_DICT = 'accreditationStandard';

export interface StandardNode {
  /** The dictionary code (the category tree's heading has its own key and is not selectable). */
  key: string;
  name: string;
  /** A code that may be chosen now (an administrator may switch some off). */
  offered: boolean;
  children: StandardNode[];
}

export const CATEGORY_ROOT = ACCREDITATION_CATEGORY.code;

const ROOTS: readonly CategoryNode[] = [...EVIDENCE_FRAMEWORKS, ACCREDITATION_CATEGORY];

export function standardNodes(locale: Locale): StandardNode[] {
  const offered = new Set(dictChoices(STANDARD_DICT).map((i) => i.value));
  const walk = (node: CategoryNode): StandardNode => ({
    key: node.code,
    name: node.name[locale],
    offered: offered.has(node.code),
    children: (node.children ?? []).map(walk),
  });
  return ROOTS.map(walk);
}

export function findNode(code: string, nodes: readonly StandardNode[]): StandardNode | null {
  for (const n of nodes) {
    if (n.key === code) return n;
    const inner = findNode(code, n.children);
    if (inner) return inner;
  }
  return null;
}

/** The code and every code under it in the trees (a framework gathers its standards). */
export function codesUnder(code: string, nodes: readonly StandardNode[]): string[] {
  const node = findNode(code, nodes);
  if (!node) return [code];
  const out: string[] = [];
  const collect = (n: StandardNode) => {
    out.push(n.key);
    n.children.forEach(collect);
  };
  collect(node);
  return out;
}

/** Is this a code of the trees (a link may carry anything in `standard=`)? */
export function isStandard(code: string, nodes: readonly StandardNode[]): boolean {
  return code !== CATEGORY_ROOT && findNode(code, nodes) !== null;
}

/** The dictionary's full label ("AACSB standards / Standard 5: ..."), the code when unknown. */
export function standardLabel(code: string, locale: Locale): string {
  return dictLabel(STANDARD_DICT, code, locale);
}

/** A short tag text: a framework code (AACSB-5) as it is, a category by its last name. */
export function standardTag(code: string, locale: Locale): string {
  if (/^[A-Z]+-\d+$/.test(code)) return code;
  const label = standardLabel(code, locale);
  return label.split(' / ').pop() ?? label;
}

/** Items under the category heading: the sum of its top categories would count an item twice, so none is shown. */
export function countOf(code: string, summary: EvidenceSummary | undefined): number | null {
  if (!summary || code === CATEGORY_ROOT) return null;
  return summary[code] ?? 0;
}

/** The keys above a code in the trees, root first (to open the tree at a linked standard). */
export function ancestorKeys(code: string, nodes: readonly StandardNode[]): string[] {
  for (const n of nodes) {
    if (n.key === code) return [];
    const inner = ancestorKeys(code, n.children);
    if (inner.length > 0 || findNode(code, n.children)) return [n.key, ...inner];
  }
  return [];
}
