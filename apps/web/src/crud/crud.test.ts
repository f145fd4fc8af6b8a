import { RESOURCE } from '@accredit/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formFields, toApiValue, toFormValue } from './fields.tsx';
import { canFrom } from './permissions.ts';
import { toFilters } from './SearchForm.tsx';

describe('resource page helpers', () => {
  it('turns the search form into the spec list parameters', () => {
    const filters = toFilters(
      RESOURCE.student,
      {
        name: ' Li ',
        sex: '2',
        enrolScore: [500, null],
        enrolDay: [dayjs('2024-09-01'), dayjs('2024-09-30')],
        duty: 'x',
      },
      [{ id: 'f1', label: 'Area', fieldType: 'text', dictCode: null, required: false, sortOrder: 0 }],
    );
    expect(filters).toEqual({
      name: '*Li*',
      sex: '2',
      enrolScore_begin: '500',
      enrolDay_begin: '2024-09-01',
      enrolDay_end: '2024-09-30',
    });
  });

  it('shows a button only when the current role holds the code', () => {
    const can = canFrom(
      RESOURCE.periodicalStandard,
      new Set(['periodicalStandard:query', 'periodicalStandard:add']),
    );
    expect([can('query'), can('add'), can('review'), can('delete')]).toEqual([true, true, false, false]);
  });

  it('sends dates as YYYY-MM-DD and blanks as null, and reads them back', () => {
    expect(toApiValue({ type: 'date' }, dayjs('2025-03-04'))).toBe('2025-03-04');
    expect(toApiValue({ type: 'text' }, '')).toBeNull();
    expect(dayjs.isDayjs(toFormValue({ type: 'date' }, '2025-03-04'))).toBe(true);
  });

  it('leaves structured (json) fields and hidden ones out of the form, so an edit does not send them', () => {
    const keys = formFields(RESOURCE.syllabus).map((f) => f.key);
    expect(keys).toContain('summary');
    for (const key of ['objectives', 'assessment', 'schedule', 'textbooks']) expect(keys).not.toContain(key);
    expect(formFields(RESOURCE.syllabus, ['summary']).map((f) => f.key)).not.toContain('summary');
    expect(formFields(RESOURCE.classes).map((f) => f.key)).not.toContain('memberCount');
  });
});

describe('bilingual fields', () => {
  it('pairs <name>Zh with <name>En for the translation draft', async () => {
    const { bilingualTwin } = await import('./bilingual.tsx');
    const def = RESOURCE.researchOutput;
    const field = (key: string) => def.fields.find((f) => f.key === key)!;
    expect(bilingualTwin(def, field('titleZh'))).toEqual({ twin: 'titleEn', from: 'zh' });
    expect(bilingualTwin(def, field('titleEn'))).toEqual({ twin: 'titleZh', from: 'en' });
    expect(bilingualTwin(def, field('doi'))).toBeNull();
    expect(bilingualTwin(RESOURCE.schoolYear, field('titleZh'))).toBeNull();
  });
});
