import { describe, expect, it } from 'vitest';
import { RESOURCES, resourceByName } from './registry.ts';
import { SYSTEM_REFS, systemRef } from './system-refs.ts';

/**
 * Every field that points at another record is a reference (issue 15 item 2): an id in a plain
 * text field shows as `884to6qa8i5u2rvtl04d`. The few left as text point at lists that do not
 * exist yet (a student's province) or are no id at all; a student's class is a reference to classes.
 */
const NOT_REFERENCES: Record<string, string> = {
  'teacher.staffId': 'the staff number itself, a code',
  'teacher.publicAdminId': 'administrative post: no list of posts yet',
  'student.provinceId': 'provinces: no list yet',
  'moduleFieldValue.recordId': 'a record of any customisable resource',
  'teachingAssignment.sourceId': 'the course-teacher row it was generated from: a key, never shown',
  'evaluationScore.evaluationId':
    'a quantitative or a qualitative assessment (two resources; `method` says which): shown through its assessment',
  'evaluationHistory.evaluationId': 'a quantitative or a qualitative assessment, as for its scores',
};

describe('references', () => {
  it('names a registered resource or a system list in every ref field', () => {
    for (const def of RESOURCES)
      for (const f of def.fields.filter((f) => f.type === 'ref'))
        expect(
          Boolean(resourceByName(f.ref ?? '') ?? systemRef(f.ref)),
          `${def.name}.${f.key} -> ${f.ref}`,
        ).toBe(true);
  });

  it('keeps no record id in a plain text field', () => {
    const textIds = RESOURCES.flatMap((def) =>
      def.fields.filter((f) => f.type === 'text' && /Id$/.test(f.key)).map((f) => `${def.name}.${f.key}`),
    );
    expect(textIds.sort()).toEqual(Object.keys(NOT_REFERENCES).sort());
  });

  it('gives system lists names no resource has', () => {
    for (const name of Object.keys(SYSTEM_REFS)) expect(resourceByName(name)).toBeUndefined();
  });
});
