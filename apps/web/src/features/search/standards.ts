import {
  ACCREDITATION_CATEGORY,
  type CategoryNode,
  dictChoices,
  dictLabel,
  EVIDENCE_FRAMEWORKS,
  type Locale,
} from '@accredit/shared';

/**
 * The accreditationStandard dictionary as a tree for a picker: the category tree of spec 001
 * section 9, then AACSB, EQUIS and AMBA. Only codes the dictionary still offers (an administrator
 * may switch some off) can be picked; a node keeps its short name in the tree (`title`) and shows
 * the dictionary's full label once picked (`label`: "AACSB standards / Standard 5 ...").
 */
export interface StandardNode {
  value: string;
  title: string;
  label: string;
  selectable: boolean;
  children?: StandardNode[];
}

const DICT = 'accreditationStandard';

export function standardTree(locale: Locale): StandardNode[] {
  const labels = new Map(dictChoices(DICT).map((i) => [i.value, i.label[locale]]));
  const walk = (node: CategoryNode, root: boolean): StandardNode | null => {
    const children = (node.children ?? [])
      .map((c) => walk(c, false))
      .filter((c): c is StandardNode => c !== null);
    const label = labels.get(node.code);
    if (!root && label === undefined && children.length === 0) return null;
    return {
      value: node.code,
      title: node.name[locale],
      label: label ?? node.name[locale],
      selectable: label !== undefined,
      ...(children.length ? { children } : {}),
    };
  };
  return [ACCREDITATION_CATEGORY, ...EVIDENCE_FRAMEWORKS]
    .map((n) => walk(n, true))
    .filter((n): n is StandardNode => n !== null);
}

/** The dictionary label of a code in the language in use (the code itself when unknown). */
export function standardLabel(code: string, locale: Locale): string {
  return dictLabel(DICT, code, locale);
}

/** What a result's tag shows: a framework's code (AACSB-5) as is, a category by its name. */
export function standardTagText(code: string, locale: Locale): string {
  if (/^[A-Z]+-\d+$/.test(code)) return code;
  const label = standardLabel(code, locale);
  return label.split(' / ').pop() ?? label;
}
