import { describe, expect, it } from 'vitest';
import { at, blockCells, clicked, moved, rowSelection, rowSelectionOf, single } from './grid-cursor.ts';

describe('grid cursor', () => {
  it('moves by the arrows only unless told to move as a spreadsheet', () => {
    expect(moved(at(0, 1), 'Tab', false, 3, 3)).toBeNull();
    expect(moved(at(0, 1), 'Tab', false, 3, 3, 'sheet')).toEqual(at(0, 2));
    expect(moved(at(0, 1), 'ArrowLeft', false, 3, 3)).toEqual(at(0, 0));
    expect(moved(at(0, 0), 'ArrowDown', false, 0, 3)).toBeNull();
  });

  it('lists a block row by row from whichever corner it started', () => {
    expect(blockCells({ anchor: { r: 1, c: 1 }, active: { r: 0, c: 0 } })).toEqual([
      { r: 0, c: 0 },
      { r: 0, c: 1 },
      { r: 1, c: 0 },
      { r: 1, c: 1 },
    ]);
  });

  it('selects by click, extends by shift+click, and tells each row its part', () => {
    const s = clicked(at(1, 2), { r: 3, c: 0 }, true);
    expect(s).toEqual({ anchor: { r: 1, c: 2 }, active: { r: 3, c: 0 } });
    expect(single(s)).toBe(false);
    expect(clicked(s, { r: 2, c: 2 }, false)).toEqual(at(2, 2));
    expect(rowSelectionOf(rowSelection(s, 3))).toEqual({ c0: 0, c1: 2, active: 0 });
    expect(rowSelectionOf(rowSelection(s, 2))).toEqual({ c0: 0, c1: 2, active: -1 });
    expect(rowSelectionOf(rowSelection(s, 0))).toEqual({ c0: -1, c1: -2, active: -1 });
  });
});
