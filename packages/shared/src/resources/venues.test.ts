import { describe, expect, it } from 'vitest';
import { venueValues } from './venues.ts';

/** What an output takes from the list entry it links: name, level and, where it has one, peer review. */
const smj = {
  nameZh: '战略管理杂志',
  nameEn: 'Strategic Management Journal',
  rankingList: 'FT50',
  ranking: 'FT50 / ABS 4*',
  level: '4',
  peerReviewed: true,
};

describe('venueValues', () => {
  it('gives a journal article the journal’s grade and its peer review', () => {
    expect(venueValues('1', 'venueRef', smj, 'en-US')).toEqual({
      venueName: 'Strategic Management Journal',
      venueLevel: 'FT50 / ABS 4*',
      peerReviewed: true,
    });
    expect(venueValues('1', 'venueRef', { ...smj, peerReviewed: false }, 'zh-CN')).toMatchObject({
      venueName: '战略管理杂志',
      peerReviewed: false,
    });
    // An entry that does not say is not refereed (the list decides, not the form).
    expect(venueValues('1', 'venueRef', { nameEn: 'Working Papers' }, 'en-US').peerReviewed).toBe(false);
  });

  it('leaves peer review alone for a type without it, and takes it from a refereed conference', () => {
    expect(venueValues('2', 'venueRef', smj, 'en-US')).not.toHaveProperty('peerReviewed');
    const aom = { nameEn: 'Academy of Management Annual Meeting', level: '4', peerReviewed: true };
    expect(venueValues('3', 'conferenceRef', aom, 'en-US')).toMatchObject({
      venueLevel: 'International',
      peerReviewed: true,
    });
    expect(venueValues('4', 'conferenceRef', aom, 'en-US')).not.toHaveProperty('peerReviewed');
    const nsfc = { nameEn: 'NSFC', level: '3', peerReviewed: true };
    expect(venueValues('5', 'projectRef', nsfc, 'en-US')).not.toHaveProperty('peerReviewed');
  });
});
