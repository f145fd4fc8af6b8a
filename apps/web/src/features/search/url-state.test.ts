import { describe, expect, it } from 'vitest';
import { forgetSearches, RECENT_MAX, recentSearches, rememberSearch } from './recent.ts';
import { standardTagText, standardTree } from './standards.ts';
import {
  GROUP_SIZE,
  PAGE_SIZE,
  parseSearch,
  searchHref,
  singleType,
  toQuery,
  toSearchParams,
  withChange,
} from './url-state.ts';

const parse = (qs: string) => parseSearch(new URLSearchParams(qs));

describe('the Search screen address', () => {
  it('holds the whole search and reads back the same', () => {
    const qs =
      'q=%E9%97%AD%E7%8E%AF%E6%94%B9%E8%BF%9B&types=fileInfo%2Csyllabus&year=2025&departId=d1&standard=AACSB-5&pageNo=3';
    const state = parse(qs);
    expect(state).toEqual({
      q: '闭环改进',
      types: ['fileInfo', 'syllabus'],
      year: 2025,
      departId: 'd1',
      standard: 'AACSB-5',
      pageNo: 3,
    });
    expect(toSearchParams(state).toString()).toBe(qs);
  });

  it('leaves out what is empty, so a plain search is just ?q=', () => {
    expect(searchHref('/InfoRetrieval/search', '  teaching review ')).toBe(
      '/InfoRetrieval/search?q=teaching+review',
    );
    expect(toSearchParams(parse('q=a&pageNo=1&types=')).toString()).toBe('q=a');
  });

  it('drops what was typed into the address by hand and is malformed', () => {
    expect(
      parse("q=x&types=fileInfo,1bad,a'b,fileInfo&year=99999&departId=a%20b&standard=<x>&pageNo=-2"),
    ).toEqual({
      q: 'x',
      types: ['fileInfo'],
      year: null,
      departId: null,
      standard: null,
      pageNo: 1,
    });
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('asks the top hits of every type, or one type page by page', () => {
    expect(toQuery(parse(''))).toBeNull();
    expect(toQuery(parse('q=loop&year=2024&pageNo=4'))).toEqual({ q: 'loop', year: 2024, size: GROUP_SIZE });
    const one = parse('q=loop&types=fileInfo&pageNo=2');
    expect(singleType(one)).toBe('fileInfo');
    expect(toQuery(one)).toEqual({ q: 'loop', types: 'fileInfo', size: PAGE_SIZE, pageNo: 2 });
  });

  it('starts again at page one when anything but the page changes', () => {
    const state = parse('q=loop&types=fileInfo&pageNo=3');
    expect(withChange(state, { year: 2023 }).pageNo).toBe(1);
    expect(withChange(state, { pageNo: 4 }).pageNo).toBe(4);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, once each, at most eight', () => {
    forgetSearches();
    for (let i = 0; i < 10; i++) rememberSearch(`q${i}`);
    rememberSearch('Q3');
    const list = recentSearches();
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('Q3');
    expect(list.filter((s) => s.toLowerCase() === 'q3')).toHaveLength(1);
    forgetSearches();
    expect(recentSearches()).toEqual([]);
  });
});

describe('the standard picker', () => {
  it('offers the category tree, then AACSB, EQUIS, AMBA and CAMEA with their codes', () => {
    const tree = standardTree('en-US');
    expect(tree.map((n) => n.value)).toEqual(['accreditationCategory', 'AACSB', 'EQUIS', 'AMBA', 'CAMEA']);
    expect(tree[0].selectable).toBe(false);
    const aacsb = tree[1].children?.map((n) => n.value) ?? [];
    expect(aacsb).toEqual([
      'AACSB-1',
      'AACSB-2',
      'AACSB-3',
      'AACSB-4',
      'AACSB-5',
      'AACSB-6',
      'AACSB-7',
      'AACSB-8',
      'AACSB-9',
    ]);
    expect(tree[2].children).toHaveLength(10);
    expect(tree[3].children).toHaveLength(8);
    expect(tree[4].children).toHaveLength(7);
    const five = tree[1].children?.[4];
    expect(five?.title).toBe('Standard 5: Assurance of Learning');
    expect(five?.label).toContain('AACSB');
  });

  it('tags a result with a framework code as is and a category by its own name', () => {
    expect(standardTagText('AACSB-5', 'zh-CN')).toBe('AACSB-5');
    expect(standardTagText('1-1', 'en-US')).toBe('Mission');
  });
});
