import {
  aacsbFor,
  type BlockCell,
  type BlockData,
  blocksIn,
  flattenMenu,
  type Locale,
  MENU,
  resourceByName,
} from '@accredit/shared';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { schoolFigures } from '../ai/figures.ts';
import { gatherEvidence } from '../evidence/collect.ts';
import { presentPage } from '../evidence/present.ts';
import { blocksForReport } from './blocks-resolve.ts';
import { evidenceCodesUnder, standardLabel } from './progress-data.ts';

/**
 * What an AI draft of a section may say (issue 21 item 5): statements built from the product's
 * own figures and records, each with the citation it comes from. Three sources, each only as far
 * as the author may see it:
 * - the AI consultant's live figures (modules/ai figures.ts: Table 3-1 ratios for faculty
 *   standards, Table 8-1 counts for research), which answer only those who may open the table;
 * - the section's own live blocks (tables and charts the section already shows), cited to the
 *   screen they come from;
 * - the evidence under the section's standard (and, for EQUIS, AMBA and CAMEA, the AACSB
 *   standards of the crosswalk): records the author may open (gatherEvidence filters through
 *   crud/visibility.ts), each cited to the record itself.
 */
export interface DraftCitation {
  n: number;
  label: string;
  href: string;
  kind: 'table' | 'record';
  resource?: string;
  id?: string;
}

export interface DraftStatement {
  text: string;
  cite: number;
  group: 'figures' | 'tables' | 'records';
}

export interface DraftMaterial {
  statements: DraftStatement[];
  citations: DraftCitation[];
}

export interface DraftSection {
  id: string;
  title: string;
  standard: string | null;
  content: string | null;
}

/** Most records a draft lists (the newest first): a draft names examples, not the whole repository. */
const MAX_RECORDS = 12;

/** Questions put to the consultant's figures per AACSB standard. */
function figureQuestions(aacsb: readonly string[], year: number | null): string[] {
  const y = year ?? 'this year';
  const out: string[] = [];
  if (aacsb.includes('AACSB-3'))
    out.push(`sufficiency ratio ${y}`, `SA ratio ${y}`, `SA+PA+SP ratio ${y}`, `SA+PA+SP+IP ratio ${y}`);
  if (aacsb.includes('AACSB-8') || aacsb.includes('AACSB-9'))
    out.push(`how many contributions${year ? ` ${year}` : ''}`);
  return out;
}

/** The screen a record opens on (its resource's list, the record opened read-only), or null. */
export function recordHref(resource: string, id: string): string | null {
  const def = resourceByName(resource);
  if (!def) return null;
  const perm = def.permission ?? def.name;
  const screen = flattenMenu(MENU).find(({ screen: s }) => s.perm === perm && s.path)?.screen;
  return screen?.path ? `${screen.path}?open=${encodeURIComponent(id)}` : null;
}

function cellText(cell: BlockCell | undefined, locale: Locale): string | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'object') {
    if (cell.percent === null) return null;
    const v = `${cell.percent.toFixed(1)}%`;
    return cell.atLeast ? `≥ ${v}` : v;
  }
  return typeof cell === 'number' ? cell.toLocaleString(locale) : String(cell);
}

/** One sentence about a block: its total row (header: value), or how many rows it lists. */
export function blockStatement(block: BlockData, locale: Locale): string | null {
  if (block.error || !block.table) return null;
  const name = [block.title, block.subtitle].filter(Boolean).join(' · ');
  const sep = locale.startsWith('zh') ? '；' : '; ';
  const total = [...block.table.rows].reverse().find((r) => r.kind === 'total');
  if (total) {
    const pairs = block.table.columns
      .map((c, i) =>
        c.kind === 'number' || c.kind === 'percent' ? [c.header, cellText(total.cells[i], locale)] : null,
      )
      .filter((p): p is [string, string] => !!p && p[1] !== null)
      .map(([h, v]) => `${h} ${v}`);
    if (pairs.length) return translate(locale, 'accDoor.draft.blockTotal', { name, values: pairs.join(sep) });
  }
  const rows = block.table.rows.filter((r) => r.kind === 'row').length;
  if (rows === 0) return null;
  return translate(locale, 'accDoor.draft.blockRows', { name, count: rows });
}

export async function gatherMaterial(
  db: Executor,
  auth: AuthContext,
  report: { id: string; status: string; year: number | null },
  section: DraftSection,
  locale: Locale,
): Promise<DraftMaterial> {
  const statements: DraftStatement[] = [];
  const citations: DraftCitation[] = [];
  const cite = (c: Omit<DraftCitation, 'n'>): number => {
    const same = citations.find((x) => x.href === c.href && x.label === c.label);
    if (same) return same.n;
    const n = citations.length + 1;
    citations.push({ ...c, n });
    return n;
  };

  const aacsb = section.standard ? [...aacsbFor(section.standard)] : [];
  const figures = schoolFigures(db);
  for (const question of figureQuestions(aacsb, report.year)) {
    const { facts } = await figures.gather(question, auth, locale);
    for (const f of facts) {
      if (!f.source.path) continue;
      statements.push({
        text: f.text,
        group: 'figures',
        cite: cite({ label: f.source.title, href: f.source.path, kind: 'table' }),
      });
    }
  }

  const refs = blocksIn(section.content);
  if (refs.length) {
    const blocks = await blocksForReport(db, report, refs, locale);
    for (const block of blocks.values()) {
      const text = blockStatement(block, locale);
      if (!text || !block.source?.href) continue;
      statements.push({
        text,
        group: 'tables',
        cite: cite({ label: block.title, href: block.source.href, kind: 'table' }),
      });
    }
  }

  if (section.standard) {
    const codes = evidenceCodesUnder(section.standard);
    const gathered = await gatherEvidence(db, auth, [...new Set(codes)]);
    const page = await presentPage(db, auth, gathered, locale, { pageNo: 1, pageSize: MAX_RECORDS });
    const label = standardLabel(section.standard, locale);
    for (const r of page.records) {
      const href =
        recordHref(r.resource, r.id) ??
        `/form/file-sharing?tab=evidence&standard=${encodeURIComponent(section.standard)}`;
      const text = translate(locale, r.year ? 'accDoor.draft.recordYear' : 'accDoor.draft.record', {
        type: r.typeLabel,
        title: r.title,
        year: r.year,
        standard: label,
      });
      statements.push({
        text,
        group: 'records',
        cite: cite({ label: r.title, href, kind: 'record', resource: r.resource, id: r.id }),
      });
    }
  }
  return { statements, citations };
}
