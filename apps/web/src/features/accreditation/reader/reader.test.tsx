// @vitest-environment jsdom
// DOMPurify needs a complete DOM (happy-dom keeps script elements it should drop): the sanitising is part of what is tested.
import { type BlockData, type BlockTable, blockKey, blockMarker, type ReportReading } from '@accredit/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { cellText, headerRows, rowCells } from './block-format.ts';

/**
 * The read-only report as a reader sees it: AACSB's grouped headers over their columns, merged
 * cells, percents and thresholds printed as the Word file prints them; a block drawn where its
 * marker stands in the text, the text sanitised, a block that could not be resolved said in its
 * place; the reviewers' copy never linking into the product.
 */
vi.mock('../../qualification/EChart.tsx', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));
const { BlockView } = await import('./BlockView.tsx');
const { ReportReader } = await import('./ReportReader.tsx');

const TABLE: BlockTable = {
  columns: [
    { header: 'Name', kind: 'name' },
    { header: 'Participating', kind: 'number' },
    { header: 'Supporting', kind: 'number' },
    { header: 'Basis', kind: 'wide' },
  ],
  groups: [{ label: 'Teaching productivity', from: 1, to: 2 }],
  rows: [
    { kind: 'group', cells: ['Accounting', null, null, null], spans: [[0, 3]] },
    { kind: 'row', cells: ['Liu Yang', 9, null, 'Doctorate'] },
    { kind: 'ratio', cells: ['Accounting: SA', { percent: 84.1 }, { percent: 40, atLeast: true }, 'Pass'] },
  ],
};

const block = (over: Partial<BlockData> = {}): BlockData => ({
  key: 'table31:{"year":2025}',
  kind: 'table31',
  title: 'Table 3-1 Faculty Sufficiency and Qualifications Summary',
  table: TABLE,
  source: { label: 'Faculty tables', href: '/staff-resources/tables?table=31&year=2025' },
  takenAt: '2026-11-27T08:00:00Z',
  frozen: false,
  ...over,
});

function show(node: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <App>{node}</App> }]);
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('block table layout', () => {
  it('puts a group label over its columns and ungrouped headers over both rows', () => {
    const [top, bottom] = headerRows(TABLE);
    expect(top.map((c) => [c.label, c.colSpan, c.rowSpan])).toEqual([
      ['Name', 1, 2],
      ['Teaching productivity', 2, 1],
      ['Basis', 1, 2],
    ]);
    expect(bottom.map((c) => c.label)).toEqual(['Participating', 'Supporting']);
    expect(headerRows({ ...TABLE, groups: [] })).toHaveLength(1);
  });

  it('merges spanned cells and prints figures as the Word file does', () => {
    expect(rowCells(TABLE, TABLE.rows[0]).map((c) => [c.text, c.colSpan])).toEqual([['Accounting', 4]]);
    expect(rowCells(TABLE, TABLE.rows[2]).map((c) => c.text)).toEqual([
      'Accounting: SA',
      '84.1%',
      '≥ 40%',
      'Pass',
    ]);
    expect(cellText({ percent: null })).toBe('—');
    expect(cellText(6.333)).toBe('6.33');
  });
});

describe('BlockView', () => {
  it('draws the table with its grouped header and links its source for a signed-in reader', () => {
    show(<BlockView data={block()} />);
    const table = screen.getByTestId('block-table');
    const group = within(table).getByText('Teaching productivity');
    expect(group.getAttribute('colspan')).toBe('2');
    expect(within(table).getByText('≥ 40%')).toBeTruthy();
    expect(within(screen.getByTestId('block-source')).getByRole('link').getAttribute('href')).toBe(
      '/staff-resources/tables?table=31&year=2025',
    );
  });

  it('says why instead of drawing when the block failed or is empty, and never links for reviewers', () => {
    show(<BlockView data={block({ table: undefined, error: 'No such programme' })} linkSource={false} />);
    expect(screen.getByText('No such programme')).toBeTruthy();
    expect(screen.queryByTestId('block-table')).toBeNull();
    expect(within(screen.getByTestId('block-source')).queryByRole('link')).toBeNull();
    cleanup();
    show(<BlockView data={block({ table: { ...TABLE, rows: [] }, empty: 'No teachers in 2025' })} />);
    expect(screen.getByTestId('block-empty').textContent).toBe('No teachers in 2025');
  });
});

describe('ReportReader', () => {
  const ref = { kind: 'table31' as const, params: { year: 2025 } };
  const reading: ReportReading = {
    report: { id: 'r', title: 'CIR Report', scheme: 'AACSB-CIR', status: '0', frozenTime: null, year: 2025 },
    school: 'Demo School',
    sections: [
      {
        id: 's1',
        parentId: null,
        number: '1',
        title: 'Standard 3',
        standard: 'AACSB-3',
        html: `<p>Before the table.</p>${blockMarker(ref)}<p>After<script>window.hacked=1</script> the table.</p>${blockMarker({ kind: 'kpi', params: {} })}`,
      },
      { id: 's2', parentId: 's1', number: '1.1', title: 'Staff', standard: null, html: '' },
    ],
    blocks: { [blockKey(ref)]: block() },
    evidence: [
      {
        standard: 'AACSB-3',
        label: 'Standard 3',
        items: [
          {
            title: 'Faculty handbook',
            typeLabel: 'File',
            files: [{ fileName: 'handbook.pdf', url: '/obe/file/x' }],
          },
        ],
      },
    ],
    mayExport: false,
  };

  it('draws each block where its marker stands, sanitises the text and numbers the sections', () => {
    const opened: string[] = [];
    show(<ReportReader reading={reading} onOpenFile={(f) => opened.push(f.fileName)} />);
    const section = screen.getAllByTestId('reader-section')[0];
    const text = section.textContent ?? '';
    expect(text.indexOf('Before the table.')).toBeLessThan(text.indexOf('Table 3-1'));
    expect(text.indexOf('Table 3-1')).toBeLessThan(text.indexOf('After'));
    expect(section.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The KPI block did not come back: said in its place.
    expect(within(section).getByText("This block's data did not arrive")).toBeTruthy();
    expect(screen.getAllByTestId('section-title').map((h) => h.textContent)).toEqual([
      '1Standard 3',
      '1.1Staff',
    ]);
    expect(screen.getByText('This section has no text yet.')).toBeTruthy();
    within(screen.getByTestId('reader-evidence')).getByText('handbook.pdf').click();
    expect(opened).toEqual(['handbook.pdf']);
  });
});
