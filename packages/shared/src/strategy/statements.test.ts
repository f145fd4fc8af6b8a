import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  diffStats,
  diffText,
  historyYears,
  isStatementKind,
  plainText,
  type StatementVersionLike,
  statementHistory,
  tokenize,
  versionInForce,
  versionOfYear,
  versionsDuringYear,
  yearAsOf,
} from './statements.ts';

const v = (
  id: string,
  effectiveDate: string,
  reviewStatus: number,
  createTime?: string,
): StatementVersionLike => ({
  id,
  effectiveDate,
  reviewStatus,
  createTime,
});

// A mission adopted in 2019, revised in 2024 (approved), a 2026 draft awaiting review, a
// rejected 2025 attempt, and a revision approved ahead of time for 2027.
const v2019 = v('a', '2019-09-01', 1);
const v2024 = v('b', '2024-03-15', 1);
const draft = v('c', '2026-01-01', 0);
const rejected = v('d', '2025-06-01', 2);
const v2027 = v('e', '2027-01-01', 1);
const all = [v2024, draft, v2019, rejected, v2027];

describe('the version in force', () => {
  it('is the approved version with the latest effective date on or before the day', () => {
    expect(versionInForce(all, '2019-08-31')).toBeNull();
    expect(versionInForce(all, '2019-09-01')?.id).toBe('a');
    expect(versionInForce(all, '2024-03-14')?.id).toBe('a');
    expect(versionInForce(all, '2024-03-15')?.id).toBe('b');
    // Neither the pending draft of 2026 nor the rejected 2025 version ever counts.
    expect(versionInForce(all, '2026-06-30')?.id).toBe('b');
    expect(versionInForce(all, '2027-01-01')?.id).toBe('e');
  });

  it('is nothing while no version was approved', () => {
    expect(versionInForce([draft, rejected], '2030-01-01')).toBeNull();
  });

  it('takes the later-created one of two approved versions of the same date', () => {
    const first = v('x', '2020-01-01', 1, '2020-01-02T08:00:00Z');
    const second = v('w', '2020-01-01', 1, '2020-01-03T08:00:00Z');
    expect(versionInForce([second, first], '2020-05-05')?.id).toBe('w');
  });

  it('accepts full ISO timestamps as dates', () => {
    expect(versionInForce([v('t', '2024-03-15T00:00:00.000Z', 1)], '2024-03-15')?.id).toBe('t');
  });
});

describe('what the statement said in a year', () => {
  const today = '2026-11-26';

  it('stands at the end of a past year and at today for the current year', () => {
    expect(yearAsOf(2020, today)).toBe('2020-12-31');
    expect(yearAsOf(2026, today)).toBe('2026-11-26');
    expect(yearAsOf(2027, today)).toBe('2027-12-31');
  });

  it('names the version of a past year, the one revised within the year, and nothing before the first', () => {
    expect(versionOfYear(all, 2021, today)?.id).toBe('a');
    // Revised on 15 March 2024: at the end of 2024 it said the 2024 text.
    expect(versionOfYear(all, 2024, today)?.id).toBe('b');
    expect(versionOfYear(all, 2018, today)).toBeNull();
    // The 2027 version is approved but has not taken effect this year.
    expect(versionOfYear(all, 2026, today)?.id).toBe('b');
  });

  it('lists both versions of the year it changed, oldest first', () => {
    expect(versionsDuringYear(all, 2024, today).map((x) => x.id)).toEqual(['a', 'b']);
    expect(versionsDuringYear(all, 2022, today).map((x) => x.id)).toEqual(['a']);
    expect(versionsDuringYear(all, 2019, today).map((x) => x.id)).toEqual(['a']);
    expect(versionsDuringYear(all, 2018, today)).toEqual([]);
    // A version taking effect on 1 January is the one in force that day, listed once.
    expect(versionsDuringYear(all, 2027, today).map((x) => x.id)).toEqual(['e']);
  });

  it('offers the years from the first approved version to this year', () => {
    expect(historyYears(all, today)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(historyYears([draft], today)).toEqual([]);
  });
});

describe('the history', () => {
  it('orders versions newest first with their state and the last day each approved one held', () => {
    const history = statementHistory(all, '2026-11-26');
    expect(history.map((h) => [h.version.id, h.state, h.validTo])).toEqual([
      ['e', 'scheduled', null],
      ['c', 'pending', null],
      ['d', 'rejected', null],
      ['b', 'inForce', '2026-12-31'],
      ['a', 'superseded', '2024-03-14'],
    ]);
  });

  it('counts back across a month and a leap day', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2023-03-01')).toBe('2023-02-28');
    expect(dayBefore('2020-01-01')).toBe('2019-12-31');
  });

  it('knows the four statement kinds', () => {
    expect(isStatementKind('mission')).toBe(true);
    expect(isStatementKind('coreValue')).toBe(true);
    expect(isStatementKind('strategicPlan')).toBe(false);
  });
});

describe('plain text of rich text', () => {
  it('keeps one line per paragraph or item, decodes entities and drops markup', () => {
    expect(
      plainText(
        '<p>To educate&nbsp;<strong>leaders</strong> &amp;  more</p><ul><li>One</li><li>Two&#39;s</li></ul>',
      ),
    ).toBe("To educate leaders & more\nOne\nTwo's");
    expect(plainText('<p>培养<em>领袖</em><br>服务社会</p>')).toBe('培养领袖\n服务社会');
    expect(plainText(null)).toBe('');
    expect(plainText('<p> </p>')).toBe('');
  });
});

describe('differences between two versions', () => {
  it('splits Chinese into characters and English into words', () => {
    expect(tokenize('全球视野')).toEqual(['全', '球', '视', '野']);
    expect(tokenize("well-being, don't")).toEqual(['well-being', ',', ' ', "don't"]);
    expect(tokenize('商学院 AACSB 2024')).toEqual(['商', '学', '院', ' ', 'AACSB', ' ', '2024']);
  });

  it('marks the characters a Chinese revision inserted', () => {
    expect(diffText('培养具有全球视野的商业领袖', '培养具有全球视野和社会责任的商业领袖')).toEqual([
      { type: 'same', text: '培养具有全球视野' },
      { type: 'added', text: '和社会责任' },
      { type: 'same', text: '的商业领袖' },
    ]);
    // Five characters in, none out.
    expect(diffStats('培养具有全球视野的商业领袖', '培养具有全球视野和社会责任的商业领袖')).toEqual({
      added: 5,
      removed: 0,
    });
  });

  it('marks a Chinese replacement character by character', () => {
    expect(diffText('服务区域经济', '服务国家经济')).toEqual([
      { type: 'same', text: '服务' },
      { type: 'removed', text: '区域' },
      { type: 'added', text: '国家' },
      { type: 'same', text: '经济' },
    ]);
  });

  it('marks whole English words, a replaced phrase read as one change', () => {
    const before = 'We educate responsible business leaders for China.';
    const after = 'We educate responsible and innovative leaders for Asia and the world.';
    expect(diffText(before, after)).toEqual([
      { type: 'same', text: 'We educate responsible ' },
      { type: 'removed', text: 'business ' },
      { type: 'added', text: 'and innovative ' },
      { type: 'same', text: 'leaders for ' },
      { type: 'removed', text: 'China' },
      { type: 'added', text: 'Asia and the world' },
      { type: 'same', text: '.' },
    ]);
    // Words: business, China out; and, innovative, Asia, and, the, world in.
    expect(diffStats(before, after)).toEqual({ added: 6, removed: 2 });
  });

  it('does not match a word on its shared letters', () => {
    expect(diffText('teaching', 'teachers')).toEqual([
      { type: 'removed', text: 'teaching' },
      { type: 'added', text: 'teachers' },
    ]);
  });

  it('handles empty and identical texts', () => {
    expect(diffText('', '新使命')).toEqual([{ type: 'added', text: '新使命' }]);
    expect(diffText('Old', '')).toEqual([{ type: 'removed', text: 'Old' }]);
    expect(diffText('Same text', 'Same text')).toEqual([{ type: 'same', text: 'Same text' }]);
    expect(diffStats('Same text', 'Same text')).toEqual({ added: 0, removed: 0 });
  });

  it('gives back both texts from its pieces, even for a text rewritten beyond the edit limit', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `z${i}`).join(' ');
    for (const [a, b] of [
      [before, after],
      ['使命：培养领袖。\nMission: leaders', '愿景：培养全球领袖。\nVision: global leaders!'],
    ] as const) {
      const pieces = diffText(a, b);
      expect(
        pieces
          .filter((p) => p.type !== 'added')
          .map((p) => p.text)
          .join(''),
      ).toBe(a);
      expect(
        pieces
          .filter((p) => p.type !== 'removed')
          .map((p) => p.text)
          .join(''),
      ).toBe(b);
    }
  });
});
