import { describe, expect, it } from 'vitest';
import { greetingBand } from './greeting.ts';
import { daysUntil, licenceState } from './licence.ts';
import { withHttps } from './school.ts';
import { closeAll, closeLeft, closeRight, closeTab, openTab, tabOf } from './tabs.ts';

describe('greeting bands', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ])('hour %i is %s', (hour, band) => {
    expect(greetingBand(hour)).toBe(band);
  });
});

describe('tab bar rules', () => {
  const [a, b, c, d] = ['/a', '/b', '/c', '/d'].map((p) => tabOf(p));
  const four = [a, b, c, d];

  it('opens one tab per page, in visiting order', () => {
    expect(openTab(openTab([a], b), a).map((t) => t.key)).toEqual(['/a', '/b']);
  });

  it('keeps one tab per route: a second visit, another query or case moves that tab in place', () => {
    const scholarship = tabOf('/ImpactOfScholarship/contributions');
    const withInnerTab = openTab(
      [a, scholarship, b],
      tabOf('/ImpactOfScholarship/contributions', '?tab=review'),
    );
    expect(withInnerTab.map((t) => t.key)).toEqual([
      '/a',
      '/ImpactOfScholarship/contributions?tab=review',
      '/b',
    ]);
    const again = openTab(withInnerTab, tabOf('/impactofscholarship/contributions/'));
    expect(again).toHaveLength(3);
    expect(again[1].key).toBe('/impactofscholarship/contributions/');
    expect(again[1].id).toBe(scholarship.id);
  });

  it('never closes the last tab', () => {
    expect(closeTab([a], '/a', '/a').problem).toBe('last');
    expect(closeAll([a], '/a').problem).toBe('last');
  });

  it('closing the active tab moves to its right neighbour, or the left at the end', () => {
    expect(closeTab(four, '/b', '/b')).toEqual({ tabs: [a, c, d], navigateTo: '/c' });
    expect(closeTab(four, '/d', '/d')).toEqual({ tabs: [a, b, c], navigateTo: '/c' });
    expect(closeTab(four, '/b', '/a')).toEqual({ tabs: [a, c, d] });
  });

  it('closes right and left, with a message when there is nothing on that side', () => {
    expect(closeRight(four, '/b', '/a').tabs.map((t) => t.key)).toEqual(['/a', '/b']);
    expect(closeRight(four, '/b', '/d').navigateTo).toBe('/b');
    expect(closeRight(four, '/d', '/d').problem).toBe('noRight');
    expect(closeLeft(four, '/c', '/d').tabs.map((t) => t.key)).toEqual(['/c', '/d']);
    expect(closeLeft(four, '/c', '/a').navigateTo).toBe('/c');
    expect(closeLeft(four, '/a', '/a').problem).toBe('noLeft');
  });

  it('close all keeps the home page', () => {
    expect(closeAll(four, '/b')).toEqual({ tabs: [b], navigateTo: '/b' });
    expect(closeAll([b, c], '/home')).toEqual({ tabs: [tabOf('/home')], navigateTo: '/home' });
  });
});

describe('licence state', () => {
  const today = new Date(2026, 4, 10);
  it('is invalid without a date, expired after it, expiring within 5 days, quiet to 30', () => {
    expect(licenceState(null, today)).toBe('invalid');
    expect(licenceState('garbage', today)).toBe('invalid');
    expect(licenceState('2026-05-09', today)).toBe('expired');
    expect(licenceState('2026-05-10', today)).toBe('expiring');
    expect(licenceState('2026-05-15', today)).toBe('expiring');
    expect(licenceState('2026-05-16', today)).toBe('quiet');
    expect(licenceState('2026-06-09', today)).toBe('quiet');
    expect(licenceState('2026-06-10', today)).toBe('valid');
    expect(daysUntil('2026-05-15', today)).toBe(5);
  });
});

describe('external links', () => {
  it('adds https:// when missing', () => {
    expect(withHttps('www.aacsb.edu')).toBe('https://www.aacsb.edu');
    expect(withHttps('http://example.org')).toBe('http://example.org');
    expect(withHttps(' https://efmdglobal.org ')).toBe('https://efmdglobal.org');
  });
});
