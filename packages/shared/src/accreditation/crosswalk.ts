/**
 * The crosswalk (issue 21 item 6): which AACSB standards (2020, as updated) each EQUIS chapter,
 * AMBA criterion and CAMEA dimension draws on, so one record tagged in AACSB terms serves the
 * other schemes too. The strongest match comes first. It is a reading of what each framework asks
 * for, not an official concordance; the reasons are written beside each line.
 *
 * AACSB: 1 Strategic Planning, 2 Physical, Virtual and Financial Resources, 3 Faculty and
 * Professional Staff Resources, 4 Curriculum, 5 Assurance of Learning, 6 Learner Progression,
 * 7 Teaching Effectiveness and Impact, 8 Impact of Scholarship, 9 Engagement and Societal Impact.
 */
export const CROSSWALK: Readonly<Record<string, readonly string[]>> = {
  // EQUIS chapters (2023 standards).
  // Mission, governance, strategy and its financial sustainability: AACSB's strategic plan.
  'EQUIS-1': ['AACSB-1'],
  // Programme portfolio, design, intended learning outcomes and their assessment.
  'EQUIS-2': ['AACSB-4', 'AACSB-5'],
  // Recruitment, selection, progression, student support and careers.
  'EQUIS-3': ['AACSB-6'],
  // Faculty size, qualifications, management and development; teaching quality.
  'EQUIS-4': ['AACSB-3', 'AACSB-7'],
  // Research output, its quality and its impact.
  'EQUIS-5': ['AACSB-8'],
  // Executive education: open and custom programmes are engagement with practice, with their own curricula.
  'EQUIS-6': ['AACSB-9', 'AACSB-4'],
  // Physical and financial resources, administrative (professional) staff.
  'EQUIS-7': ['AACSB-2', 'AACSB-3'],
  // No AACSB standard of its own: international strategy (1) and global competences in the curriculum (4).
  'EQUIS-8': ['AACSB-1', 'AACSB-4'],
  // Ethics, responsibility and sustainability: societal impact (9), in the curriculum (4) and the strategy (1).
  'EQUIS-9': ['AACSB-9', 'AACSB-4', 'AACSB-1'],
  // Links with business: engagement (9) and practitioners among the faculty (3).
  'EQUIS-10': ['AACSB-9', 'AACSB-3'],

  // AMBA criteria headings.
  // The institution's mission, strategy, governance and financial sustainability.
  'AMBA-1': ['AACSB-1', 'AACSB-2'],
  // Faculty numbers, qualifications and teaching quality.
  'AMBA-2': ['AACSB-3', 'AACSB-7'],
  // Programme leadership, administration and review of the programme's curriculum.
  'AMBA-3': ['AACSB-4', 'AACSB-2'],
  // Admission (work experience), cohort diversity and student support.
  'AMBA-4': ['AACSB-6'],
  // Curriculum content and intended learning outcomes.
  'AMBA-5': ['AACSB-4', 'AACSB-5'],
  // Assessment of learning.
  'AMBA-6': ['AACSB-5'],
  // Delivery modes (full-time, part-time, online, blended) and contact hours.
  'AMBA-7': ['AACSB-4', 'AACSB-7'],
  // Graduate careers and the programme's impact.
  'AMBA-8': ['AACSB-6', 'AACSB-9'],

  // CAMEA dimensions (China's MBA accreditation).
  'CAMEA-1': ['AACSB-1'],
  'CAMEA-2': ['AACSB-4'],
  // Faculty structure and qualifications, and the teaching they do.
  'CAMEA-3': ['AACSB-3', 'AACSB-7'],
  // Admissions, student development and careers.
  'CAMEA-4': ['AACSB-6'],
  // Teaching quality assurance: learning outcomes and teaching evaluation.
  'CAMEA-5': ['AACSB-5', 'AACSB-7'],
  'CAMEA-6': ['AACSB-2'],
  // Social responsibility and the school's distinctive features.
  'CAMEA-7': ['AACSB-9', 'AACSB-1'],
};

const isAacsb = (code: string) => code === 'AACSB' || code.startsWith('AACSB-');

/** The AACSB standards a standard draws on: itself for an AACSB standard, [] when unknown. */
export function aacsbFor(code: string): readonly string[] {
  if (isAacsb(code)) return [code];
  return CROSSWALK[code] ?? [];
}

/** The EQUIS, AMBA and CAMEA standards that draw on an AACSB standard (the inverse), in their order. */
export function othersFor(aacsb: string): string[] {
  return Object.keys(CROSSWALK).filter((code) => CROSSWALK[code].includes(aacsb));
}

/**
 * Codes whose evidence also counts for a standard: for EQUIS, AMBA and CAMEA the AACSB standards
 * of the crosswalk; for AACSB none (an AACSB checklist counts what is tagged to AACSB).
 */
export function evidenceCodesFor(code: string): readonly string[] {
  return isAacsb(code) ? [] : (CROSSWALK[code] ?? []);
}
