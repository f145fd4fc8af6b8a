import type { Locale } from '@accredit/shared';
import { resourceByName, resourceTitle } from '@accredit/shared';
import type { TFunction } from 'i18next';
import { flattenNodes, type MenuNode, menuTitle } from '../../app/menu.ts';
import { resourceOf } from '../../app/pages.tsx';

/** Area ids (keys of areas.json) by index path. */
export const AREA_IDS: Record<string, string> = {
  '/personal-panel/index': 'personalPanel',
  '/strategic-planning-index': 'strategicPlanning',
  '/financial-resources-index': 'financialResources',
  '/staff-resources/index': 'staffResources',
  '/curriculum-index': 'curriculum',
  '/aol/index': 'aol',
  '/learner-progression/index': 'learnerProgression',
  '/teachingcontribution/index': 'teachingContribution',
  '/impactofscholarship/index': 'impactOfScholarship',
  '/engagementandsocietalimpact/index': 'engagement',
  '/accreditation/index': 'accreditation',
  '/inforetrieval/index': 'infoRetrieval',
  '/reference-data/index': 'referenceData',
  '/system-management-homepage': 'systemManagement',
  '/authentication-settings-homepage': 'authenticationSettings',
  '/personnel-homepage': 'personnel',
};

export function areaIdOf(path: string): string | null {
  return AREA_IDS[path.toLowerCase()] ?? AREA_IDS[path] ?? null;
}

/**
 * The hidden homes are not in the menu: they gather screens of other areas (accreditation
 * settings: years, criteria, reference lists; personnel: teachers, students, staff).
 */
export const HIDDEN_AREA_RESOURCES: Record<string, readonly string[]> = {
  authenticationSettings: [
    'schoolYear',
    'semester',
    'evaluationYear',
    'scoringCriteria',
    'tips',
    'country',
    'periodicalStandard',
    'projectStandard',
    'conferenceStandard',
    'associationStandard',
    'moduleFieldCustomization',
  ],
  personnel: ['teacher', 'student', 'professionalStaff', 'classes', 'user'],
};

/** One shortcut card of an area home. */
export interface AreaEntry {
  key: string;
  path: string;
  title: string;
  icon: string | null;
  /** Engine resource whose record count the card shows, when the user may list it. */
  resource: string | null;
}

export function entriesOf(node: MenuNode, locale: Locale): AreaEntry[] {
  return node.children
    .filter((c) => !c.hidden)
    .map((c) => ({
      key: c.key,
      path: c.path,
      title: menuTitle(c, locale),
      icon: c.icon,
      resource: resourceOf(c),
    }));
}

/** Cards of a hidden home: the menu's screen for each resource, or the generic resource page. */
export function hiddenEntries(
  areaId: string,
  menu: readonly MenuNode[],
  held: ReadonlySet<string>,
  t: TFunction,
  locale: Locale,
): AreaEntry[] {
  const nodes = flattenNodes(menu).map((f) => f.node);
  const out: AreaEntry[] = [];
  for (const name of HIDDEN_AREA_RESOURCES[areaId] ?? []) {
    const node = nodes.find((n) => n.perm === name || n.component === name || n.key === name);
    if (node) {
      out.push({
        key: name,
        path: node.path,
        title: menuTitle(node, locale),
        icon: node.icon,
        resource: resourceOf(node),
      });
      continue;
    }
    const def = resourceByName(name);
    if (def && held.has(`${def.permission ?? def.name}:query`)) {
      out.push({
        key: name,
        path: `/resources/${name}`,
        title: resourceTitle(def, locale, (k) => t(k, { defaultValue: name })),
        icon: 'TableOutlined',
        resource: name,
      });
    }
  }
  return out;
}

export function findNode(menu: readonly MenuNode[], path: string): MenuNode | null {
  const lower = path.toLowerCase();
  return flattenNodes(menu).find(({ node }) => node.path.toLowerCase() === lower)?.node ?? null;
}
