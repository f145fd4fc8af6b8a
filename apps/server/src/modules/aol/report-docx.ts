import { Paragraph, type Table } from 'docx';
import {
  type WordCells,
  wordGridTable,
  wordLabelTable,
  wordReport,
  wordSection,
  wordTextArea,
} from '../../core/office.ts';

/**
 * The assurance-of-learning reports as Word files (A4; the Table 5-1 report landscape): a title,
 * a header of label-value pairs, then sections of paragraphs and tables with a repeated, shaded
 * header row. Figures print as the model shows them ("0.750", "66.7%") and align right; a cell may
 * hold several lines (a measure per course). East-Asian text gets a Chinese font.
 */
/** A figure as printed (kept as text so "0.750" keeps its zeros), aligned right. */
export interface FigureCell {
  figure: string;
}
export type ReportCell = string | number | null | FigureCell | string[];

export interface ReportTable {
  headers: string[];
  rows: ReportCell[][];
  /** Relative column widths; from the content when absent. */
  widths?: number[];
}

export interface ReportSection {
  heading: string;
  paragraphs?: string[];
  table?: ReportTable;
  /** Shown (greyed) when the section has neither paragraphs nor table rows. */
  empty?: string;
}

export interface ReportDoc {
  title: string;
  subtitle: string;
  header: { label: string; value: ReportCell }[];
  sections: ReportSection[];
  fileName: string;
  landscape?: boolean;
}

export const fig = (shown: string | null | undefined): FigureCell | string =>
  shown === null || shown === undefined ? '—' : { figure: shown };

const isFigure = (v: ReportCell): v is FigureCell => typeof v === 'object' && v !== null && !Array.isArray(v);
const CELLS: WordCells<ReportCell> = {
  lines: (v) =>
    v === null
      ? ['']
      : Array.isArray(v)
        ? v
        : isFigure(v)
          ? [v.figure]
          : [typeof v === 'number' ? String(v) : v],
  right: (v) => typeof v === 'number' || isFigure(v),
  size: 19,
  width: { min: 5, max: 50 },
};

function sectionChildren(section: ReportSection, total: number): (Paragraph | Table)[] {
  const body: (Paragraph | Table)[] = (section.paragraphs ?? []).map(
    (p) => new Paragraph({ text: p, spacing: { after: 120 } }),
  );
  if (section.table && section.table.rows.length > 0) body.push(wordGridTable(CELLS, section.table, total));
  return wordSection(section.heading, body, section.empty);
}

export async function buildReportDocx(report: ReportDoc): Promise<Buffer> {
  const total = wordTextArea(report.landscape).width;
  return wordReport({
    title: report.title,
    subtitle: report.subtitle,
    subtitleSize: 30,
    landscape: report.landscape,
    children: [
      wordLabelTable(CELLS, report.header, total),
      ...report.sections.flatMap((s) => sectionChildren(s, total)),
    ],
  });
}
