import { RESOURCE } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.ts';
import { likePattern, parseListQuery } from './list-query.ts';
import { FieldProblems } from './problems.ts';

const q = (extra: Record<string, unknown> = {}) => ({ pageNo: 1, pageSize: 10, ...extra });

describe('list query parser', () => {
  it('uses the definition default sort: school years by start time, newest first', () => {
    expect(parseListQuery(RESOURCE.schoolYear, q()).sort).toEqual({ key: 'startTime', order: 'desc' });
  });

  it('accepts a sortable field by key or column name, and refuses anything else with 400', () => {
    expect(parseListQuery(RESOURCE.schoolYear, q({ column: 'start_time', order: 'ASC' })).sort).toEqual({
      key: 'startTime',
      order: 'asc',
    });
    expect(parseListQuery(RESOURCE.schoolYear, q({ column: 'createTime' })).sort.key).toBe('createTime');
    const attempt = () => parseListQuery(RESOURCE.schoolYear, q({ column: 'name; drop table school_year' }));
    expect(attempt).toThrow(AppError);
    try {
      attempt();
    } catch (e) {
      expect((e as AppError).key).toBe('errors.sortColumn');
      expect((e as AppError).status).toBe(400);
    }
    // endTime is sortable, but a field without `sortable` (linkUrl) is not.
    expect(() => parseListQuery(RESOURCE.externalLinks, q({ column: 'linkUrl' }))).toThrow(AppError);
  });

  it('turns only whitelisted parameters into filters and ignores the rest, _t included', () => {
    const parsed = parseListQuery(
      RESOURCE.teacher,
      q({ name: 'Chen', duty: 'Dean', password: 'x', _t: '123', sex: '1' }),
    );
    expect(parsed.filters).toEqual([
      { key: 'name', op: 'eq', value: 'Chen' },
      { key: 'sex', op: 'eq', value: '1' },
    ]);
  });

  it('makes *text* a case-insensitive pattern with LIKE metacharacters escaped', () => {
    expect(likePattern('*50%_off*')).toBe('%50\\%\\_off%');
    expect(likePattern('abc*')).toBe('abc%');
    expect(likePattern('*a\\b')).toBe('%a\\\\b');
    expect(parseListQuery(RESOURCE.schoolYear, q({ name: '*20%*' })).filters).toEqual([
      { key: 'name', op: 'like', value: '%20\\%%' },
    ]);
  });

  it('reads _begin and _end as an inclusive range, typed by the field', () => {
    const parsed = parseListQuery(
      RESOURCE.student,
      q({ enrolScore_begin: '500', enrolScore_end: '600', enrolDay_begin: '2024-09-01' }),
    );
    expect(parsed.filters).toEqual([
      { key: 'enrolScore', op: 'gte', value: 500 },
      { key: 'enrolScore', op: 'lte', value: 600 },
      { key: 'enrolDay', op: 'gte', value: '2024-09-01' },
    ]);
  });

  it('refuses a range value of the wrong type with the field message', () => {
    try {
      parseListQuery(RESOURCE.student, q({ enrolScore_begin: 'abc' }));
      expect.unreachable();
    } catch (e) {
      expect((e as FieldProblems).problems).toEqual({ enrolScore_begin: 'crud.validation.number' });
    }
    expect(() => parseListQuery(RESOURCE.student, q({ enrolDay_end: '2024/13/01' }))).toThrow(FieldProblems);
  });

  it('splits a comma list on dictionary fields into IN, and reads custom-field filters by id', () => {
    const parsed = parseListQuery(RESOURCE.teacher, q({ education: '2,3', cf_abc: '*x*', cf_other: 'y' }), [
      'abc',
    ]);
    expect(parsed.filters).toEqual([{ key: 'education', op: 'in', value: ['2', '3'] }]);
    expect(parsed.custom).toEqual([{ fieldId: 'abc', op: 'like', value: '%x%' }]);
  });
});
