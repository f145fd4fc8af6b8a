import {
  type BlockChart,
  type BlockData,
  blockKey,
  blocksIn,
  dictLabel,
  type Locale,
  splitAtBlocks,
} from '@accredit/shared';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  type Table,
  TableOfContents,
  TextRun,
} from 'docx';
import { estimatePageNumbersWith } from 'docx/layout';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { blockParagraph, wordNote, wordTextArea } from '../../core/office.ts';
import { richTextBlocks } from '../../core/rich-text-blocks.ts';
import { layoutTable } from '../qualification/export-word.ts';
import { schoolName } from '../qualification/school-name.ts';
import { type Bar, drawBarChart, letterKey, PERCENT_TICKS } from '../questionnaire/report-chart.ts';
import { accreditationProjectTable as projects } from '../resources/schema.ts';
import { blocksForReport } from './blocks-resolve.ts';
import { isFrozen, reportById, type SectionRow, sectionsOf } from './report-data.ts';
import { sectionTitle } from './report-sections.ts';

/**
 * The self-study report as a Word file (issue 21 item 4), in English or Chinese: a cover (school,
 * title, scheme, project, data year, whether the figures are live or frozen), a table of contents
 * (a TOC field written with its entries, so it reads before Word updates it), then each section
 * under a numbered heading (1, 1.1 for a sub-section) with its text and, where a live block's
 * marker stands, the block: its title, a chart as a PNG image, its table as a real Word table with
 * AACSB's grouped headers (the qualification exports' table, shared), its source and when its
 * figures were taken. A frozen report prints the frozen figures. Tables wider than a portrait page
 * reads (more than seven columns) print on a landscape page of their own. A4, page numbers at the foot.
 */
type Child = Paragraph | Table | TableOfContents;
interface Page {
  landscape: boolean;
  children: Child[];
}

const A4 = { short: 11906, long: 16838, margin: 1134 };
const WIDE_TABLE = 7;
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'SimSun', cs: 'Calibri' };

export interface ReportDocxOptions {
  /** Only these sections (a reviewer link's scope); all when absent. */
  sectionIds?: readonly string[];
}

/**
 * The sections in reading order: each followed by its sub-sections (depth first, each level in the
 * report's order), as the reader shows them; a section whose parent is missing, or caught in a
 * loop of parents, counts as a top-level one.
 */
export function inTreeOrder<S extends Pick<SectionRow, 'id' | 'parentId'>>(list: readonly S[]): S[] {
  const ids = new Set(list.map((s) => s.id));
  const children = new Map<string | null, S[]>();
  for (const s of list) {
    const parent = s.parentId && ids.has(s.parentId) && s.parentId !== s.id ? s.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const out: S[] = [];
  const seen = new Set<string>();
  const walk = (s: S) => {
    if (seen.has(s.id)) return;
    seen.add(s.id);
    out.push(s);
    for (const c of children.get(s.id) ?? []) walk(c);
  };
  for (const s of children.get(null) ?? []) walk(s);
  for (const s of list) walk(s);
  return out;
}

/** The sections' numbers ("1", "1.2"), in tree order: top-level sections count on, sub-sections under their parent. */
export function numberSections(list: readonly SectionRow[]): Map<string, string> {
  const shown = new Set(list.map((s) => s.id));
  const numbers = new Map<string, string>();
  const children = new Map<string, number>();
  let top = 0;
  for (const s of list) {
    const parent = s.parentId && shown.has(s.parentId) ? numbers.get(s.parentId) : undefined;
    if (parent && s.parentId) {
      const n = (children.get(s.parentId) ?? 0) + 1;
      children.set(s.parentId, n);
      numbers.set(s.id, `${parent}.${n}`);
    } else numbers.set(s.id, String(++top));
  }
  return numbers;
}

const glyphSafe = (text: string) => /^[A-Za-z0-9 %.\-()/=]*$/.test(text);

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= value) return m * step;
  return 10 * step;
}

const shown = (v: number | null, unit: string) =>
  v === null ? '' : `${Number.isInteger(v) ? v : v.toFixed(1)}${unit === '%' ? '%' : ''}`;

type Translate = (k: string, v?: Record<string, unknown>) => string;

function imageParagraph(bars: Bar[], unit: string, alt: string): Paragraph {
  const top = Math.max(0, ...bars.map((b) => b.value ?? 0));
  const percent = unit === '%' && top <= 100;
  const max = percent ? 100 : niceMax(top);
  const ticks = percent
    ? PERCENT_TICKS
    : [0, 1, 2, 3, 4, 5].map((i) => ({
        value: (max * i) / 5,
        label: shown(Math.round(max * i * 20) / 100, ''),
      }));
  const img = drawBarChart({ bars, max, ticks });
  const area = wordTextArea();
  const widthPx = Math.floor(area.width / 15) - 12;
  const heightCap = Math.floor((area.height / 15) * (2 / 3));
  const width = Math.min(widthPx, img.width, Math.floor((heightCap * img.width) / img.height));
  return new Paragraph({
    keepNext: true,
    spacing: { before: 40, after: 60 },
    children: [
      new ImageRun({
        type: 'png',
        data: img.png,
        transformation: { width, height: Math.round((img.height * width) / img.width) },
        altText: { name: alt.slice(0, 60), description: alt.slice(0, 2000) },
      }),
    ],
  });
}

/**
 * A block's chart as PNG images (questionnaire/report-chart.ts draws them; its font has digits and
 * capitals only, so words stay in Word): one chart when the series share a scale (one series, or
 * percentages), keyed "A 2024" with the key under it; otherwise one small chart per series under
 * its name, each on its own scale (a KPI board mixes percentages, counts and money). Empty values
 * are left out.
 */
function chartChildren(chart: BlockChart, title: string, t: Translate): Child[] {
  const unit = chart.unit ?? '';
  const drawable = chart.categories.every((c) => glyphSafe(c) && c.length <= 12);
  const category = (ci: number) => (drawable ? chart.categories[ci] : String(ci + 1));
  const barsOf = (values: (number | null)[], prefix: string): Bar[] =>
    values.flatMap((v, ci) =>
      v === null || v === undefined
        ? []
        : [{ key: `${prefix}${category(ci)}`, value: Math.max(0, v), label: shown(v, unit) }],
    );
  const categoryKey = drawable ? [] : chart.categories.map((c, i) => `${i + 1}: ${c}`);
  const alt = t('word.chartAlt', { title });
  const out: Child[] = [];
  if (chart.series.length === 1 || unit === '%') {
    const bars = chart.series.flatMap((s, si) =>
      barsOf(s.values, chart.series.length === 1 ? '' : `${letterKey(si)} `),
    );
    if (!bars.length) return [];
    out.push(imageParagraph(bars, unit, alt));
    const key = [
      ...(chart.series.length === 1 ? [] : chart.series.map((s, i) => `${letterKey(i)}: ${s.name}`)),
      ...categoryKey,
    ];
    if (key.length) out.push(note(`${t('word.key')}: ${key.join('; ')}`));
    return out;
  }
  for (const s of chart.series) {
    const bars = barsOf(s.values, '');
    if (!bars.length) continue;
    out.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 80 },
        children: [new TextRun({ text: s.name, bold: true, size: 18 })],
      }),
      imageParagraph(bars, unit, `${alt} · ${s.name}`),
    );
  }
  if (out.length && categoryKey.length) out.push(note(`${t('word.key')}: ${categoryKey.join('; ')}`));
  return out;
}

/** A greyed note with a little space above it (under a table or chart). */
function note(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 60, after: 160 },
    children: [new TextRun({ text, color: '666666', italics: true, size: 18 })],
  });
}

class Pages {
  readonly pages: Page[] = [];
  add(children: Child[], landscape = false): void {
    const last = this.pages[this.pages.length - 1];
    if (last && last.landscape === landscape) last.children.push(...children);
    else this.pages.push({ landscape, children: [...children] });
  }
}

/**
 * A block where its marker stands: title, charts and table on the page, or, when the table is too
 * wide for a portrait page, the charts there and the table (under the title again) on a landscape page.
 */
function blockInto(pages: Pages, data: BlockData, t: Translate): void {
  const head = (): Child[] => [
    new Paragraph({
      keepNext: true,
      spacing: { before: 200, after: 60 },
      children: [new TextRun({ text: data.title, bold: true })],
    }),
    ...(data.subtitle
      ? [
          new Paragraph({
            keepNext: true,
            spacing: { after: 60 },
            children: [new TextRun({ text: data.subtitle, italics: true, size: 18, color: '666666' })],
          }),
        ]
      : []),
  ];
  const wide = (data.table?.columns.length ?? 0) > WIDE_TABLE;
  const charts = data.chart ? chartChildren(data.chart, data.title, t) : [];
  const table = data.table?.rows.length ? layoutTable(data.table, wordTextArea(wide).width) : null;
  const problems: Child[] = [];
  if (data.error) problems.push(note(data.error));
  else if (!table && !charts.length) problems.push(note(data.empty ?? t('word.noFigures')));
  const date = data.takenAt.slice(0, 10);
  const foot = [data.frozen ? t('word.takenFrozen', { date }) : t('word.takenLive', { date })];
  if (data.source) foot.unshift(t('word.source', { label: data.source.label }));
  const closing = note(foot.join(' · '));
  if (!table || !wide) {
    pages.add([...head(), ...problems, ...charts, ...(table ? [table] : []), closing]);
    return;
  }
  if (charts.length || problems.length) pages.add([...head(), ...problems, ...charts]);
  pages.add([...head(), table, closing], true);
}

export async function buildReportDocx(
  db: Executor,
  reportId: string,
  lang: Locale,
  opts: ReportDocxOptions = {},
): Promise<Buffer> {
  const t = (key: string, values?: Record<string, unknown>) => translate(lang, `accReport.${key}`, values);
  const report = await reportById(db, reportId);
  if (!report) throw notFound('crud.errors.notFound');
  const wanted = opts.sectionIds ? new Set(opts.sectionIds) : null;
  // Numbered over the whole report, as the reader numbers them: a reviewer link's Word file
  // shows the same numbers as its page.
  const all = inTreeOrder(await sectionsOf(db, report.id));
  const numbers = numberSections(all);
  const list = all.filter((s) => !wanted || wanted.has(s.id));
  const refs = list.flatMap((s) => blocksIn(s.content));
  const blocks = refs.length ? await blocksForReport(db, report, refs, lang) : new Map<string, BlockData>();
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, report.projectId))
    .limit(1);
  const school = await schoolName(db, lang);
  const frozen = isFrozen(report);
  const today = new Date().toISOString().slice(0, 10);

  const line = (label: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === ''
      ? []
      : [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 80 },
            children: [
              new TextRun({ text: `${label}: `, color: '666666' }),
              new TextRun({ text: String(value) }),
            ],
          }),
        ];
  const cover: Child[] = [
    new Paragraph({ spacing: { before: 2400 }, children: [] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: school, size: 32, color: '21887C' })],
    }),
    new Paragraph({ text: report.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    new Paragraph({ spacing: { after: 480 }, children: [] }),
    ...line(t('word.scheme'), dictLabel('accreditationScheme', report.scheme, lang)),
    ...line(t('word.project'), project ? String(project.name) : null),
    ...line(t('word.dataYear'), report.year),
    ...line(t('word.exported'), today),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 240 },
      children: [
        new TextRun({
          text: frozen
            ? t('word.frozen', { date: report.frozenTime?.toISOString().slice(0, 10) ?? '' })
            : t('word.live', { date: today }),
          italics: true,
        }),
      ],
    }),
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({
      spacing: { after: 200 },
      children: [new TextRun({ text: t('word.contents'), bold: true, size: 32 })],
    }),
    new TableOfContents(t('word.contents'), { hyperlink: true, headingStyleRange: '1-2' }),
  ];

  const pages = new Pages();
  pages.add(cover);
  for (const s of list) {
    const number = numbers.get(s.id) ?? '';
    const heading = new Paragraph({
      text: `${number} ${sectionTitle(s, lang)}`,
      heading: number.includes('.') ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_1,
      pageBreakBefore: !number.includes('.'),
      keepNext: true,
      spacing: { before: 240, after: 160 },
    });
    pages.add([heading]);
    const parts = splitAtBlocks(s.content);
    if (!parts.length) pages.add([wordNote(t('word.emptySection'), 120)]);
    for (const part of parts) {
      if ('block' in part) {
        const data = blocks.get(blockKey(part.block));
        if (data) blockInto(pages, data, t);
        continue;
      }
      pages.add(richTextBlocks(part.html).map((b) => blockParagraph(b, { heading: HeadingLevel.HEADING_3 })));
    }
  }

  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT], size: 18, color: '666666' })],
      }),
    ],
  });
  const doc = new Document({
    creator: 'Accredit',
    title: report.title,
    // The contents' page numbers, worked out as the file is written (Word and LibreOffice show them unchanged).
    pageNumbers: estimatePageNumbersWith({ guess: true }),
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: pages.pages.map((p) => ({
      properties: {
        page: {
          size: {
            width: A4.short,
            height: A4.long,
            orientation: p.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
          },
          margin: { top: A4.margin, bottom: A4.margin, left: A4.margin, right: A4.margin },
        },
      },
      footers: { default: footer },
      children: p.children,
    })),
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
