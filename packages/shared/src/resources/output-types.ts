/**
 * The 13 research-output types (spec 001 section 9) over the one `researchOutput` table: which
 * fields each type's form shows, which it requires (with the message a person sees), how it names
 * the shared fields (the venue is a journal for an article, a publisher for a monograph), and the
 * supporting-file rule (required and PDF-only for journal positions and research reports, spec
 * 001 section 5). The server hook and the web screens read the same table.
 */

export type OutputField =
  | 'venueName'
  | 'venueRef'
  | 'conferenceRef'
  | 'projectRef'
  | 'venueLevel'
  | 'publishDate'
  | 'endDate'
  | 'volume'
  | 'issue'
  | 'pages'
  | 'doi'
  | 'isbn'
  | 'patentNumber'
  | 'position'
  | 'fundingAmount'
  | 'abstract'
  | 'keywords'
  | 'category'
  | 'peerReviewed'
  | 'level';

export interface OutputTypeDef {
  /** Dictionary value of `researchOutputType`. */
  code: string;
  /** Name used in URLs (`?type=<key>`) and by the import's type mapping. */
  key: string;
  /** Fields of the form beyond the two titles, in order. */
  fields: readonly OutputField[];
  /** Required fields and the catalog key of their message. */
  required: Partial<Record<OutputField, string>>;
  /** Catalog keys of labels that replace the generic field label for this type. */
  labels: Partial<Record<OutputField, string>>;
  /** Supporting material required and PDF only. */
  supportPdfRequired?: boolean;
}

const M = (key: string) => `faculty.required.${key}`;
const LB = (key: string) => `faculty.labels.${key}`;

/** Message of a missing title (either language will do). */
export const TITLE_REQUIRED = M('title');
/** Message of a missing or non-PDF supporting file for the types that need one. */
export const SUPPORT_PDF_REQUIRED = M('supportPdf');

const ARTICLE_TAIL: readonly OutputField[] = ['abstract', 'keywords', 'category', 'peerReviewed'];

export const OUTPUT_TYPES: readonly OutputTypeDef[] = [
  {
    code: '1',
    key: 'journalArticle',
    fields: [
      'venueName',
      'venueRef',
      'venueLevel',
      'publishDate',
      'volume',
      'issue',
      'pages',
      'doi',
      ...ARTICLE_TAIL,
    ],
    required: { venueName: M('journal'), publishDate: M('publishMonth'), category: M('category') },
    labels: { venueName: LB('journal'), publishDate: LB('publishMonth') },
  },
  {
    code: '2',
    key: 'journalPosition',
    fields: ['venueName', 'venueRef', 'venueLevel', 'position', 'publishDate', 'endDate'],
    required: { venueName: M('journal'), position: M('position'), publishDate: M('startDate') },
    labels: { venueName: LB('journal'), publishDate: LB('startDate') },
    supportPdfRequired: true,
  },
  {
    code: '3',
    key: 'conferencePaper',
    fields: ['venueName', 'conferenceRef', 'venueLevel', 'publishDate', 'pages', 'doi', ...ARTICLE_TAIL],
    required: { venueName: M('conference'), publishDate: M('meetingTime'), category: M('category') },
    labels: { venueName: LB('conference'), publishDate: LB('meetingTime') },
  },
  {
    code: '4',
    key: 'conferenceSpeech',
    fields: ['venueName', 'conferenceRef', 'venueLevel', 'publishDate', 'abstract', 'category', 'level'],
    required: { venueName: M('conference'), publishDate: M('meetingTime') },
    labels: { venueName: LB('conference'), publishDate: LB('meetingTime') },
  },
  {
    code: '5',
    key: 'project',
    fields: [
      'venueName',
      'projectRef',
      'level',
      'position',
      'fundingAmount',
      'publishDate',
      'endDate',
      'abstract',
      'category',
    ],
    required: { venueName: M('funder'), level: M('level'), publishDate: M('startDate') },
    labels: { venueName: LB('funder'), publishDate: LB('startDate'), position: LB('projectRole') },
  },
  {
    code: '6',
    key: 'socialService',
    fields: ['venueName', 'position', 'publishDate', 'endDate', 'level', 'abstract'],
    required: { venueName: M('organisation'), publishDate: M('startDate') },
    labels: { venueName: LB('organisation'), publishDate: LB('startDate') },
  },
  {
    code: '7',
    key: 'researchReport',
    fields: ['venueName', 'publishDate', 'level', 'abstract', 'keywords', 'category'],
    required: { venueName: M('commissioner'), publishDate: M('releaseDate') },
    labels: { venueName: LB('commissioner'), publishDate: LB('releaseDate') },
    supportPdfRequired: true,
  },
  {
    code: '8',
    key: 'establishedCase',
    fields: ['venueName', 'publishDate', 'doi', 'abstract', 'keywords', 'category', 'peerReviewed'],
    required: { venueName: M('caseCentre'), publishDate: M('publishDate') },
    labels: { venueName: LB('caseCentre'), publishDate: LB('publishDate') },
  },
  {
    code: '9',
    key: 'standardPolicy',
    fields: ['venueName', 'publishDate', 'level', 'abstract', 'category'],
    required: { venueName: M('issuingBody'), publishDate: M('releaseDate') },
    labels: { venueName: LB('issuingBody'), publishDate: LB('releaseDate') },
  },
  {
    code: '10',
    key: 'patent',
    fields: ['patentNumber', 'venueName', 'publishDate', 'abstract', 'category'],
    required: { patentNumber: M('patentNumber'), publishDate: M('grantDate') },
    labels: { venueName: LB('patentOffice'), publishDate: LB('grantDate') },
  },
  {
    code: '11',
    key: 'monograph',
    fields: ['isbn', 'venueName', 'publishDate', 'pages', 'abstract', 'keywords', 'category', 'peerReviewed'],
    required: { isbn: M('isbn'), venueName: M('publisher'), publishDate: M('publishDate') },
    labels: { venueName: LB('publisher'), publishDate: LB('publishDate') },
  },
  {
    code: '12',
    key: 'researchAward',
    fields: ['venueName', 'level', 'publishDate', 'abstract', 'category'],
    required: { venueName: M('awardingBody'), level: M('level'), publishDate: M('awardMonth') },
    labels: { venueName: LB('awardingBody'), publishDate: LB('awardMonth') },
  },
  {
    code: '13',
    key: 'teachingMaterial',
    fields: ['isbn', 'venueName', 'publishDate', 'level', 'abstract', 'category', 'peerReviewed'],
    required: { isbn: M('isbn'), venueName: M('publisher'), publishDate: M('publishDate') },
    labels: { venueName: LB('publisher'), publishDate: LB('publishDate') },
  },
];

const byCode = new Map(OUTPUT_TYPES.map((t) => [t.code, t]));

export function outputTypeOf(code: unknown): OutputTypeDef | undefined {
  return byCode.get(String(code));
}

/**
 * Problems of one output against its type's rules, `{ field: catalog key }`: at least one title,
 * the type's required fields. Values are the merged record (stored row plus the submitted change).
 */
export function outputTypeProblems(values: Record<string, unknown>): Record<string, string> {
  const type = outputTypeOf(values.outputType);
  if (!type) return {};
  const problems: Record<string, string> = {};
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  if (blank(values.titleZh) && blank(values.titleEn)) {
    problems.titleZh = TITLE_REQUIRED;
    problems.titleEn = TITLE_REQUIRED;
  }
  for (const [field, message] of Object.entries(type.required))
    if (blank(values[field])) problems[field] = message as string;
  return problems;
}

/** Duty codes of "normal professional responsibilities" (dictionary `dutyCode`), in report order. */
export const DUTY_CODES = ['UT', 'MT', 'DT', 'ECT', 'RES', 'SER', 'ADM'] as const;
