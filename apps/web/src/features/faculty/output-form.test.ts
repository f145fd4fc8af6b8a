import { OUTPUT_TYPES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { carriedField } from '../../crud/ResourceForm.tsx';
import { outputWidgets } from './output-form.tsx';
import { monthWidget } from './venue-widgets.tsx';

/** The venue is one field and a publish month a month, per type (issue 15 item 3). */
const widgetsOf = (key: string) => outputWidgets(OUTPUT_TYPES.find((t) => t.key === key) ?? OUTPUT_TYPES[0]);

describe('research-output form widgets', () => {
  it('gives a journal article one venue field with the list link carried behind it, and a month picker', () => {
    const w = widgetsOf('journalArticle');
    expect(w.venueRef).toBe(carriedField);
    expect(w.venueName).toBeTypeOf('function');
    expect(w.venueName).not.toBe(carriedField);
    expect(w.publishDate).toBe(monthWidget);
  });

  it('offers conferences and funders in the venue field, and keeps full dates where the date is a day', () => {
    for (const key of ['conferencePaper', 'conferenceSpeech', 'project']) {
      const w = widgetsOf(key);
      expect(w.venueName, key).toBeTypeOf('function');
      expect(w.conferenceRef, key).toBe(carriedField);
      expect(w.projectRef, key).toBe(carriedField);
      expect(w.publishDate, key).toBeUndefined();
    }
  });

  it('leaves a plain name box where the type has no reference list', () => {
    for (const key of ['socialService', 'patent', 'monograph'])
      expect(widgetsOf(key).venueName, key).toBeUndefined();
  });
});
