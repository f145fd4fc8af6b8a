import { defineResource } from './types.ts';

/**
 * What faculty contribute (spec 001 sections 2-5 and 9, DOMAIN.md sections 3-4): research outputs
 * of the 13 types in ONE table (the type decides which fields a form shows and requires), their
 * authors, teaching contributions (types 1-7) and professional engagement (types 1-9). All are
 * reviewed; a Reviewed record is locked.
 */

export const researchOutput = defineResource({
  name: 'researchOutput',
  table: 'research_output',
  reviewed: true,
  title: ['titleZh', 'titleEn'],
  dataRuleFields: ['outputType'],
  attachments: [{ kind: 'support' }],
  fields: [
    { key: 'outputType', type: 'dict', dict: 'researchOutputType', required: true, filter: true },
    { key: 'titleZh', type: 'text', max: 500, filter: true, sortable: true },
    { key: 'titleEn', type: 'text', max: 500, filter: true, sortable: true },
    /** Journal, conference, publisher, funder, awarding or issuing body: the type names it. */
    { key: 'venueName', type: 'text', max: 300, filter: true, sortable: true },
    /**
     * The venue in a reference list: a journal, a conference or a funded project (the type names
     * which). When one is linked, the server takes the venue's level from it (venue.ts).
     */
    { key: 'venueRef', type: 'ref', ref: 'periodicalStandard' },
    { key: 'conferenceRef', type: 'ref', ref: 'conferenceStandard' },
    { key: 'projectRef', type: 'ref', ref: 'projectStandard' },
    /** The venue's level or list as reported (ABS 4, FT50, CSSCI...). */
    { key: 'venueLevel', type: 'text', max: 100, filter: true },
    /** The type's date: publish month, meeting time, start, release, grant or award date. */
    { key: 'publishDate', type: 'date', filter: true, sortable: true },
    { key: 'endDate', type: 'date', notBefore: 'publishDate' },
    { key: 'volume', type: 'text', max: 50 },
    { key: 'issue', type: 'text', max: 50 },
    { key: 'pages', type: 'text', max: 50 },
    { key: 'doi', type: 'text', max: 200, unique: true, filter: true },
    { key: 'isbn', type: 'text', max: 20, filter: true },
    { key: 'patentNumber', type: 'text', max: 100, filter: true },
    /** Journal position (editor, reviewer...) or role in a project. */
    { key: 'position', type: 'text', max: 100 },
    /** Project funding, in thousands of the school's currency. */
    { key: 'fundingAmount', type: 'number', min: 0, max: 1_000_000_000 },
    { key: 'abstract', type: 'longText', max: 5000 },
    { key: 'keywords', type: 'text', max: 500, list: false },
    { key: 'category', type: 'dict', dict: 'scholarshipCategory', filter: true },
    { key: 'peerReviewed', type: 'boolean', filter: true },
    { key: 'level', type: 'dict', dict: 'level', filter: true },
  ],
  defaultSort: { field: 'publishDate', order: 'desc' },
});

/**
 * One author of one output: internal (a teacher) or external ("outer-court": name, institution,
 * country). The lead author's rate is 100; others get the school's configured rate unless given.
 */
export const researchOutputAuthor = defineResource({
  name: 'researchOutputAuthor',
  table: 'research_output_author',
  permission: 'author',
  dataRuleFields: ['outputId', 'teacherId'],
  fields: [
    { key: 'outputId', type: 'ref', ref: 'researchOutput', required: true, filter: true },
    { key: 'authorOrder', type: 'integer', min: 1, max: 500, sortable: true },
    { key: 'teacherId', type: 'ref', ref: 'teacher', filter: true },
    { key: 'externalName', type: 'text', max: 100, filter: true },
    { key: 'externalInstitution', type: 'text', max: 200 },
    { key: 'externalCountry', type: 'text', max: 100 },
    { key: 'isCorresponding', type: 'boolean' },
    { key: 'isLead', type: 'boolean', filter: true },
    { key: 'rate', type: 'number', min: 0, max: 100 },
  ],
  defaultSort: { field: 'authorOrder', order: 'asc' },
});

export const teachingContribution = defineResource({
  name: 'teachingContribution',
  table: 'teaching_contribution',
  reviewed: true,
  dataRuleFields: ['teacherId', 'type'],
  attachments: [{ kind: 'evidence' }],
  fields: [
    { key: 'type', type: 'dict', dict: 'teachingContributionType', required: true, filter: true },
    { key: 'teacherId', type: 'ref', ref: 'teacher', required: true, filter: true },
    { key: 'title', type: 'text', required: true, max: 300, filter: true, sortable: true },
    {
      key: 'level',
      type: 'dict',
      dict: 'level',
      required: true,
      filter: true,
      requiredMessage: 'faculty.required.teachingLevel',
    },
    {
      key: 'startTime',
      type: 'date',
      required: true,
      filter: true,
      sortable: true,
      requiredMessage: 'faculty.required.startTime',
    },
    {
      key: 'endTime',
      type: 'date',
      required: true,
      sortable: true,
      notBefore: 'startTime',
      requiredMessage: 'faculty.required.endTime',
    },
    { key: 'organisation', type: 'text', max: 200, filter: true },
    { key: 'role', type: 'text', max: 100 },
    { key: 'hours', type: 'number', min: 0, max: 100_000 },
    { key: 'description', type: 'longText', max: 5000 },
  ],
  defaultSort: { field: 'startTime', order: 'desc' },
});

export const professionalEngagement = defineResource({
  name: 'professionalEngagement',
  table: 'professional_engagement',
  reviewed: true,
  dataRuleFields: ['teacherId', 'type'],
  attachments: [{ kind: 'evidence' }],
  fields: [
    { key: 'type', type: 'dict', dict: 'professionalActivityType', required: true, filter: true },
    { key: 'teacherId', type: 'ref', ref: 'teacher', required: true, filter: true },
    { key: 'title', type: 'text', required: true, max: 300, filter: true, sortable: true },
    { key: 'organisation', type: 'text', max: 200, filter: true },
    { key: 'role', type: 'text', max: 100 },
    {
      key: 'startTime',
      type: 'date',
      required: true,
      filter: true,
      sortable: true,
      requiredMessage: 'faculty.required.startTime',
    },
    { key: 'endTime', type: 'date', sortable: true, notBefore: 'startTime' },
    { key: 'hours', type: 'number', min: 0, max: 100_000 },
    { key: 'level', type: 'dict', dict: 'level', filter: true },
    { key: 'description', type: 'longText', max: 5000 },
  ],
  defaultSort: { field: 'startTime', order: 'desc' },
});
