import { HeadingLevel, type Paragraph, type Table } from 'docx';
import {
  blockParagraph,
  type WordCells,
  wordGridTable,
  wordLabelTable,
  wordReport,
  wordSection,
  wordTextArea,
} from '../../core/office.ts';
import type { Cell, SyllabusWord } from './syllabus-word.ts';

/**
 * The syllabus as a Word file (portrait A4): a title, the course header as a two-column table,
 * then each section as prose or a table with a repeated, shaded header row. Figures align right
 * and print as plain numbers (30, 12.5), never padded text. East-Asian text gets a Chinese font.
 */
const TEXT_WIDTH = wordTextArea().width;
const CELLS: WordCells<Cell> = {
  lines: (v) => [v === null ? '' : typeof v === 'number' ? String(v) : v],
  right: (v) => typeof v === 'number',
  size: 20,
  width: { min: 6, max: 60 },
};

function sectionChildren(section: SyllabusWord['sections'][number]): (Paragraph | Table)[] {
  const body: (Paragraph | Table)[] = (section.blocks ?? []).map((b) =>
    blockParagraph(b, { heading: HeadingLevel.HEADING_3 }),
  );
  if (section.table && section.table.rows.length > 0)
    body.push(wordGridTable(CELLS, section.table, TEXT_WIDTH));
  return wordSection(section.heading, body, section.empty);
}

export async function buildSyllabusDocx(word: SyllabusWord): Promise<Buffer> {
  return wordReport({
    title: word.title,
    subtitle: word.courseTitle,
    subtitleSize: 32,
    children: [wordLabelTable(CELLS, word.header, TEXT_WIDTH), ...word.sections.flatMap(sectionChildren)],
  });
}
