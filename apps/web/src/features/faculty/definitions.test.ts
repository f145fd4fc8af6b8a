import { OUTPUT_TYPES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_FIELD, outputTypeDef } from './definitions.ts';

/** The type tabs show each type's own fields, labels and required marks (as the server checks them). */
const byKey = (key: string) => outputTypeDef(OUTPUT_TYPES.find((t) => t.key === key) ?? OUTPUT_TYPES[0]);

describe('research-output type definitions', () => {
  it('names the venue of a journal article "Journal" and requires it with its own message', () => {
    const venue = byKey('journalArticle').fields.find((f) => f.key === 'venueName');
    expect(venue).toMatchObject({
      label: 'faculty.labels.journal',
      required: true,
      requiredMessage: 'faculty.required.journal',
    });
  });

  it('keeps to the type’s fields: a patent has a number and no ISBN or DOI', () => {
    const keys = byKey('patent').fields.map((f) => f.key);
    expect(keys).toContain('patentNumber');
    expect(keys).not.toContain('isbn');
    expect(keys).not.toContain('doi');
  });

  it('requires supporting material only for journal positions and research reports', () => {
    const required = OUTPUT_TYPES.filter(
      (t) => outputTypeDef(t).fields.find((f) => f.key === ATTACHMENTS_FIELD)?.required,
    ).map((t) => t.key);
    expect(required).toEqual(['journalPosition', 'researchReport']);
  });

  it('fixes the type by the tab, so the type is neither a filter nor a column', () => {
    const type = byKey('monograph').fields.find((f) => f.key === 'outputType');
    expect(type).toMatchObject({ filter: false, list: false });
  });
});
