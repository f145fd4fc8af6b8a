import type { BlockData } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { blockDrift } from './blocks-drift.ts';

const base: BlockData = { key: 'k', kind: 'kpi', title: 'KPIs', takenAt: '', frozen: true };

describe('drift of one block', () => {
  it('names each changed figure by its row label and grouped column, as the reader sees it', () => {
    const table = (alice: number, share: number | null): BlockData['table'] => ({
      columns: [
        { header: 'Name', kind: 'name' },
        { header: 'P', kind: 'number' },
        { header: 'Share', kind: 'percent' },
      ],
      groups: [{ label: 'Productivity', from: 1, to: 2 }],
      rows: [
        { kind: 'row', cells: ['Alice', alice, { percent: share }] },
        { kind: 'row', cells: ['Bob', 1, { percent: 50 }] },
      ],
    });
    const cells = blockDrift({ ...base, table: table(0.5, 96.5) }, { ...base, table: table(0.75, null) });
    expect(cells).toEqual([
      { row: 'Alice', column: 'Productivity · P', frozen: '0.5', live: '0.75' },
      { row: 'Alice', column: 'Productivity · Share', frozen: '96.5%', live: '—' },
    ]);
  });

  it('shows a row only one side has against empty cells', () => {
    const t = (name: string): BlockData['table'] => ({
      columns: [
        { header: 'Name', kind: 'name' },
        { header: 'n', kind: 'number' },
      ],
      groups: [],
      rows: [{ kind: 'row', cells: [name, 3] }],
    });
    expect(blockDrift({ ...base, table: t('Old') }, { ...base, table: t('New') })).toEqual([
      { row: 'Old', column: 'Name', frozen: 'Old', live: '' },
      { row: 'Old', column: 'n', frozen: '3', live: '' },
      { row: 'New', column: 'Name', frozen: '', live: 'New' },
      { row: 'New', column: 'n', frozen: '', live: '3' },
    ]);
  });

  it('compares a chart without a table per series and category, and says when a block broke', () => {
    const chart = (v: number | null): BlockData['chart'] => ({
      type: 'line',
      categories: ['2024', '2025'],
      series: [{ name: 'Retention', values: [90, v] }],
    });
    expect(blockDrift({ ...base, chart: chart(91) }, { ...base, chart: chart(88.5) })).toEqual([
      { row: 'Retention', column: '2025', frozen: '91', live: '88.5' },
    ]);
    expect(blockDrift({ ...base, chart: chart(91) }, { ...base, chart: chart(91) })).toEqual([]);
    expect(blockDrift({ ...base, chart: chart(91) }, { ...base, error: 'The KPI is gone.' })[0]).toEqual({
      row: 'KPIs',
      column: '',
      frozen: '',
      live: 'The KPI is gone.',
    });
  });
});
