import { cellKey, type MapEdit } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { at, moved, type Selection } from '../../../components/grid-cursor.ts';
import { currentLevels, editsFor, mergeEdits, nextLevel } from './grid-model.ts';

describe('map grid model', () => {
  it('moves with the arrows inside the grid; shift extends the selection', () => {
    expect(moved(at(0, 0), 'ArrowUp', false, 3, 4)).toEqual(at(0, 0));
    expect(moved(at(0, 0), 'ArrowRight', false, 3, 4)).toEqual(at(0, 1));
    expect(moved(at(2, 3), 'ArrowDown', false, 3, 4)).toEqual(at(2, 3));
    expect(moved(at(1, 1), 'ArrowDown', true, 3, 4)).toEqual({
      anchor: { r: 1, c: 1 },
      active: { r: 2, c: 1 },
    });
    expect(moved(at(1, 1), 'h', false, 3, 4)).toBeNull();
  });

  it('sets every cell of a selected block, whichever corner the selection started from', () => {
    const s: Selection = { anchor: { r: 1, c: 2 }, active: { r: 0, c: 1 } };
    expect(editsFor(s, ['C1', 'C2'], ['A', 'B', 'C'], 'L')).toEqual([
      { courseId: 'C1', loId: 'B', level: 'L' },
      { courseId: 'C1', loId: 'C', level: 'L' },
      { courseId: 'C2', loId: 'B', level: 'L' },
      { courseId: 'C2', loId: 'C', level: 'L' },
    ]);
  });

  it('keeps only edits that differ from what is saved', () => {
    const saved = new Map([[cellKey('C1', 'A'), 'H' as const]]);
    let pending = mergeEdits(saved, new Map(), [
      { courseId: 'C1', loId: 'A', level: 'M' },
      { courseId: 'C2', loId: 'A', level: 'L' },
    ]);
    expect(pending.size).toBe(2);
    // Back to the saved value: no longer a change.
    pending = mergeEdits(saved, pending, [{ courseId: 'C1', loId: 'A', level: 'H' }]);
    expect([...pending.values()]).toEqual<MapEdit[]>([{ courseId: 'C2', loId: 'A', level: 'L' }]);
    pending = mergeEdits(saved, pending, [{ courseId: 'C1', loId: 'A', level: null }]);
    const now = currentLevels([{ courseId: 'C1', loId: 'A', level: 'H' }], pending);
    expect([...now.entries()]).toEqual([[cellKey('C2', 'A'), 'L']]);
  });

  it('steps a clicked cell H, M, L, empty', () => {
    expect([nextLevel(undefined), nextLevel('H'), nextLevel('M'), nextLevel('L')]).toEqual([
      'H',
      'M',
      'L',
      null,
    ]);
  });
});
