import type { SectionOutline } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { paramsOf } from './InsertBlockDialog.tsx';
import { numberSections } from './ReportEditor.tsx';
import { guidanceText } from './widgets.tsx';

/** The editor's own rules: outline numbering, the parameters a block is written with, the guidance shown. */
const section = (id: string, sortNo: number, parentId: string | null = null): SectionOutline => ({
  id,
  parentId,
  title: id,
  standard: null,
  sortNo,
  reviewStatus: 0,
  editorId: null,
  editorName: null,
  approverId: null,
  approverName: null,
  words: 0,
  blocks: 0,
  hasDraft: false,
  mayEdit: true,
  mayApprove: false,
});

describe('report editor', () => {
  it('numbers sections in reading order, children under their parent, orphans at the top level', () => {
    const out = numberSections([
      section('b', 2),
      section('a', 1),
      section('a2', 2, 'a'),
      section('a1', 1, 'a'),
      section('lost', 3, 'gone'),
    ]);
    expect(out.map((s) => `${s.number} ${s.id}`)).toEqual(['1 a', '1.1 a1', '1.2 a2', '2 b', '3 lost']);
    expect(out.find((s) => s.id === 'a1')?.depth).toBe(1);
  });

  it('writes years and numbers as numbers, evaluation years as ids, and leaves empty choices out', () => {
    const specs = [
      { name: 'year', input: 'year', label: '' },
      { name: 'yearId', input: 'year', label: '' },
      { name: 'programmeId', input: 'programme', label: '' },
      { name: 'kpiIds', input: 'kpis', label: '' },
      { name: 'limit', input: 'number', label: '' },
    ] as const;
    expect(
      paramsOf([...specs], { year: '2025', yearId: 'ey1', programmeId: undefined, kpiIds: [], limit: 10 }),
    ).toEqual({ year: 2025, yearId: 'ey1', limit: 10 });
  });

  it("shows the guidance in the reader's language, falling back to the other, or plain text", () => {
    const both = JSON.stringify({ 'en-US': 'Describe the faculty.', 'zh-CN': '说明师资。' });
    expect(guidanceText(both, 'zh-CN')).toBe('说明师资。');
    expect(guidanceText(both, 'pt-BR')).toBe('Describe the faculty.');
    expect(guidanceText(JSON.stringify({ 'zh-CN': '只有中文' }), 'en-US')).toBe('只有中文');
    expect(guidanceText('Plain words', 'en-US')).toBe('Plain words');
    expect(guidanceText(null, 'en-US')).toBe('');
  });
});
