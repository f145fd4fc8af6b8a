import { describe, expect, it } from 'vitest';
import { nextMilestone, offeredSchemes, withDone } from './model.ts';

describe('offeredSchemes', () => {
  it('offers EQUIS and AMBA only while the school opens them', () => {
    expect(offeredSchemes({ openEquis: false, openAmba: false })).toEqual(['AACSB-IA', 'AACSB-CIR', 'CAMEA']);
    expect(offeredSchemes({ openEquis: true, openAmba: false })).toEqual([
      'AACSB-IA',
      'AACSB-CIR',
      'EQUIS',
      'CAMEA',
    ]);
    expect(offeredSchemes({ openEquis: true, openAmba: true })).toContain('AMBA');
  });

  it("keeps a project's own scheme offered after its switch is closed", () => {
    expect(offeredSchemes({ openEquis: false, openAmba: false }, 'AMBA')).toContain('AMBA');
    expect(offeredSchemes({ openEquis: false, openAmba: false }, 'AMBA')).not.toContain('EQUIS');
  });
});

describe('milestones', () => {
  const list = [
    { name: 'Self-study report submitted', date: '2027-01-15', done: true },
    { name: 'Peer review team visit', date: '2027-03-10', done: false },
  ];
  it('names the first milestone not reached as the next one', () => {
    expect(nextMilestone(list)?.name).toBe('Peer review team visit');
    expect(nextMilestone(withDone(list, 1, true))).toBeNull();
  });
  it('ticks one milestone and leaves the others', () => {
    expect(withDone(list, 0, false).map((m) => m.done)).toEqual([false, false]);
  });
});
