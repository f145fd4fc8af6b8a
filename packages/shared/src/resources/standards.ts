import { defineResource } from './types.ts';

/**
 * Reference lists ("standards") for journals, projects, conferences and associations: each venue
 * gets a level or ranking list that qualification rules and reports read (DOMAIN.md section 3).
 * Entries are reviewed before they count.
 */

export const periodicalStandard = defineResource({
  name: 'periodicalStandard',
  table: 'periodical_standard',
  reviewed: true,
  customFields: true,
  title: ['nameZh', 'nameEn'],
  fields: [
    { key: 'nameZh', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'issn', type: 'text', max: 9, unique: true, filter: true },
    { key: 'rankingList', type: 'dict', dict: 'journalList', filter: true },
    /** The journal's grade as schools report it ("FT50 / ABS 4*", "ABS 3", "CSSCI"); outputs copy it. */
    { key: 'ranking', type: 'text', max: 100, filter: true },
    { key: 'level', type: 'dict', dict: 'level', filter: true, sortable: true },
    /** Refereed: an article an output links here is a peer-reviewed journal article (Table 8-1). */
    { key: 'peerReviewed', type: 'boolean', filter: true },
  ],
});

export const projectStandard = defineResource({
  name: 'projectStandard',
  table: 'project_standard',
  reviewed: true,
  title: ['nameZh', 'nameEn'],
  fields: [
    { key: 'nameZh', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'level', type: 'dict', dict: 'level', required: true, filter: true, sortable: true },
  ],
});

export const conferenceStandard = defineResource({
  name: 'conferenceStandard',
  table: 'conference_standard',
  reviewed: true,
  title: ['nameZh', 'nameEn'],
  fields: [
    { key: 'nameZh', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'level', type: 'dict', dict: 'level', required: true, filter: true, sortable: true },
    /** Papers are refereed for the proceedings (a conference paper linked here is peer reviewed). */
    { key: 'peerReviewed', type: 'boolean', filter: true },
  ],
});

export const associationStandard = defineResource({
  name: 'associationStandard',
  table: 'association_standard',
  reviewed: true,
  title: ['nameZh', 'nameEn'],
  fields: [
    { key: 'nameZh', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'level', type: 'dict', dict: 'level', required: true, filter: true, sortable: true },
  ],
});
