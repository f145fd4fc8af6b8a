import { describe, expect, it } from 'vitest';
import { buildGoals, moved, nextSort, suggestCode, type TreeNode, toNode } from './tree-model.ts';

const node = (id: string, code: string, sort: number, lgId?: string): TreeNode => ({
  id,
  code,
  text: code,
  textEn: code,
  target: 0.7,
  sort,
  lgId,
});

describe('the goal tree model', () => {
  it('nests objectives under their goals, each list in stored order then by code', () => {
    const goals = [node('g2', 'LG2', 20), node('g1', 'LG1', 10)];
    const los = [node('o3', 'LO1.10', 0, 'g1'), node('o2', 'LO1.2', 0, 'g1'), node('o4', 'LO2.1', 5, 'g2')];
    const tree = buildGoals(goals, los);
    expect(tree.map((g) => g.code)).toEqual(['LG1', 'LG2']);
    expect(tree[0].objectives.map((o) => o.code)).toEqual(['LO1.2', 'LO1.10']);
    expect(tree[1].objectives.map((o) => o.id)).toEqual(['o4']);
  });

  it('moves one record up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 'a', -1)).toBeNull();
    expect(moved(['a', 'b'], 'b', 1)).toBeNull();
  });

  it('suggests the next code and order', () => {
    expect(suggestCode('LG', [node('a', 'LG1', 10), node('b', 'LG3', 20)])).toBe('LG4');
    expect(suggestCode('LO2.', [])).toBe('LO2.1');
    expect(nextSort([node('a', 'T1', 30), node('b', 'T2', 10)])).toBe(40);
  });

  it('reads the texts of each kind from their own fields', () => {
    const t = toNode('trainingObjective', {
      id: 'x',
      code: 'T1',
      content: '培养',
      contentEn: 'Aim',
      sort: 1,
    });
    expect([t.text, t.textEn, t.target]).toEqual(['培养', 'Aim', null]);
    const o = toNode('degreeProgramsLo', { id: 'y', code: 'LO1.1', name: '写作', lgId: 'g', target: 0.8 });
    expect([o.text, o.textEn, o.lgId, o.target]).toEqual(['写作', '', 'g', 0.8]);
  });
});
