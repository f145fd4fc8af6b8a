import { describe, expect, it } from 'vitest';
import { phoneColumns, titleKeysFor } from './responsive.tsx';

describe('lists on a phone', () => {
  const columns = [
    { key: 'outputType', ellipsis: true },
    { key: 'titleZh', ellipsis: true },
    { key: 'titleEn', ellipsis: true },
    { key: 'publishDate', width: 120 },
    { key: 'reviewStatus' },
    { key: '_pinned', fixed: 'right' },
  ];

  it('puts the key columns first, in their order, gives every column a width and pins none', () => {
    const laid = phoneColumns(columns, ['titleEn', 'titleZh', 'reviewStatus']);
    expect(laid.map((c) => c.key)).toEqual([
      'titleEn',
      'titleZh',
      'reviewStatus',
      'outputType',
      'publishDate',
      '_pinned',
    ]);
    expect(laid.map((c) => c.width)).toEqual([180, 180, 110, 140, 120, 140]);
    expect(laid.every((c) => c.fixed === undefined)).toBe(true);
    // The columns given are left as they were.
    expect(columns[5].fixed).toBe('right');
  });

  it('reads the English title first in English, the Chinese first in Chinese', () => {
    expect(titleKeysFor(['titleZh', 'titleEn'], 'en-US')).toEqual(['titleEn', 'titleZh']);
    expect(titleKeysFor(['titleZh', 'titleEn'], 'zh-CN')).toEqual(['titleZh', 'titleEn']);
    expect(titleKeysFor(undefined, 'pt-BR')).toEqual([]);
  });
});
