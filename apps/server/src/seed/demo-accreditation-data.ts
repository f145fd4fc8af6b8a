import { type BlockRef, blockMarker } from '@accredit/shared';

/**
 * Raw material of the demo school's accreditation workspace (demo-accreditation.ts): the tasks of
 * its AACSB continuous-improvement review and the written part of its report. The prose speaks of
 * the demo school as its own staff would (its programmes, mission and plan are those of the other
 * demo seeds) and leaves the figures to the live blocks, so the text never contradicts them.
 */

/** The year of the report's data (the demo's faculty, research and AoL records run to 2025). */
export const REPORT_YEAR = 2025;

/** A task: standard, title, assignee (demo username), status, due in days from the seeding day. */
export interface DemoTask {
  standard: string;
  title: string;
  assignee: string;
  status: '0' | '1' | '2';
  due: number;
  description: string;
}

export const DEMO_TASKS: DemoTask[] = [
  {
    standard: 'AACSB-1',
    title: 'Update the 2025-26 KPI targets of the strategic plan',
    assignee: 'unitadmin',
    status: '2',
    due: -40,
    description: 'Targets agreed by the School Board in its June meeting; entered in Performance Targets.',
  },
  {
    standard: 'AACSB-1',
    title: 'Draft the Standard 1 narrative with the risk analysis',
    assignee: 'unitadmin',
    status: '1',
    due: 20,
    description: 'Cover the three strategic priorities, the KPI trends and the funding risks of the plan.',
  },
  {
    standard: 'AACSB-2',
    title: 'Summarise the 2023-2025 budgets and planned investments',
    assignee: 'staff',
    status: '2',
    due: -30,
    description: 'From the financial resources records; include the learning-platform upgrade.',
  },
  {
    standard: 'AACSB-3',
    title: 'Verify the qualification status of every participating teacher',
    assignee: 'progadmin',
    status: '2',
    due: -25,
    description:
      'Check each SA, PA, SP and IP status against the school criteria before the tables are frozen.',
  },
  {
    standard: 'AACSB-3',
    title: 'Collect the missing teaching loads of the Accounting discipline',
    assignee: 'secretary',
    status: '1',
    due: -7,
    description:
      'Two visiting teachers have no credit hours for the spring term; Table 3-1 under-counts them.',
  },
  {
    standard: 'AACSB-4',
    title: 'Document the curriculum changes since the last review',
    assignee: 'progadmin',
    status: '0',
    due: 45,
    description: 'Data analytics core course in the BBA, the MBA sustainability module, MSF FinTech track.',
  },
  {
    standard: 'AACSB-5',
    title: 'Run the 2025 direct assessment of the BBA',
    assignee: 'teacher',
    status: '2',
    due: -60,
    description: 'Capstone rubric scoring by two raters; results entered in the AoL module.',
  },
  {
    standard: 'AACSB-5',
    title: 'Complete the MBA strategic leadership assessment (MBA620)',
    assignee: 'progadmin',
    status: '1',
    due: 30,
    description: 'Only the first class is scored; enter the other classes and record the findings.',
  },
  {
    standard: 'AACSB-6',
    title: 'Update the employment data of the 2024 graduates',
    assignee: 'staff',
    status: '0',
    due: 14,
    description: 'Six-month destination survey closes this month.',
  },
  {
    standard: 'AACSB-7',
    title: 'Collect the peer teaching observation records',
    assignee: 'teacher',
    status: '0',
    due: 35,
    description: 'One observed class per teacher in the review period, with the observer’s notes.',
  },
  {
    standard: 'AACSB-8',
    title: 'Choose the exemplar contributions for Table 8-1 Part C',
    assignee: 'secretary',
    status: '1',
    due: 25,
    description: 'Three exemplars with evidence of impact on practice or policy.',
  },
  {
    standard: 'AACSB-9',
    title: 'Write up the societal impact cases (Greater Bay Area SMEs)',
    assignee: 'unitadmin',
    status: '0',
    due: 60,
    description: 'SME digital transformation clinic and the green finance policy briefs.',
  },
];

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const h = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const block = (kind: BlockRef['kind'], params: BlockRef['params'] = {}) => blockMarker({ kind, params });

/** The written sections, by template section code: their text (the last version) and earlier versions. */
export interface DemoSectionText {
  /** The text as it stands now. */
  html: string;
  /** Earlier versions, oldest first, each with the note it was saved with. */
  earlier?: { html: string; note: string; author: string }[];
  note: string;
  author: string;
  editor: string;
  approver: string;
  /** Approved by its approver (review status 1). */
  approved?: boolean;
}

const INTRO_1 = p(
  'The School of Business was founded in 1985 as the Department of Economic Management and became a school of the university in 2002. It was first accredited by AACSB in 2017 and this report prepares its continuous improvement review. The school offers four degree programmes within the scope of accreditation: the Bachelor of Business Administration (BBA), the Master of Business Administration (MBA), the Master of Science in Finance (MSF) and the Master of Accountancy (MAcc).',
);
const INTRO_2 = p(
  'Since the last review the school revised its mission (June 2024) to name its intended societal impact and its service to the Greater Bay Area, adopted the 2024-2028 strategic plan with three priorities (teaching excellence, research impact, engagement and internationalisation), and replaced its spreadsheet records of faculty qualifications, assurance of learning and learner progression with the records this report draws on. Every table in this report is computed from those records; no figure was typed by hand.',
);
const INTRO_3 =
  h('Response to the previous peer review team') +
  ul(
    '<strong>Sufficiency of scholarly academics in Accounting.</strong> The team noted that Accounting fell below the 40% SA guideline. Two research-active teachers were recruited in 2022 and 2023; Table 3-1 in Standard 3 shows the current position.',
    '<strong>Closing the loop.</strong> The team asked for evidence that assessment results lead to changes. Each programme committee now reviews its results every term; Standard 5 describes a change made in the BBA and what the reassessment found.',
    '<strong>Societal impact.</strong> The team encouraged the school to define its impact areas. The 2024 mission names them; Standard 9 reports the initiatives.',
  );

/** The written sections; `kpiIds` are the KPIs the Standard 1 chart shows (looked up when seeding). */
export function demoSections(kpiIds: string[]): Record<string, DemoSectionText> {
  return {
    intro: {
      html: INTRO_1 + INTRO_2 + INTRO_3,
      note: 'Situational analysis agreed with the Dean',
      author: 'unitadmin',
      editor: 'unitadmin',
      approver: 'admin',
      approved: true,
    },
    'AACSB-1': {
      html:
        p(
          'The 2024-2028 strategic plan was drafted by a working group of faculty, professional staff, student representatives and two members of the Advisory Board, discussed at two open faculty meetings and approved by the School Board in June 2024. Each strategic goal carries one or more key performance indicators with yearly targets; the Dean’s office reviews them each term and reports to the School Board every June.',
        ) +
        block('kpi', kpiIds.length ? { kpiIds } : {}) +
        p(
          'The share of scholarly academics and the participating teaching ratio have been well above their targets in each year of the plan so far. Graduate employment met its target in 2024 and 2025; the careers office added employer sessions for the final-year BBA cohort in 2024 to keep it there, as the regional labour market has slowed.',
        ) +
        h('Risks and financial strategy') +
        p(
          'The main risks to the plan are the dependence on tuition from the MBA and executive education, and competition for research-active faculty in the Greater Bay Area. The school answers them by growing executive education income (a KPI of the plan) and by a research incentive scheme funded from the university’s discipline development budget.',
        ),
      note: 'KPI commentary added',
      author: 'unitadmin',
      editor: 'unitadmin',
      approver: 'admin',
    },
    'AACSB-3': {
      html:
        p(
          'The school defines its qualification categories in the Faculty Qualification Criteria (revised 2023): scholarly academics hold a doctorate in the field and have at least two peer-reviewed contributions in the last five years; practice academics add substantial engagement with practice; scholarly practitioners hold a master’s degree and significant professional experience and keep current through scholarship; instructional practitioners keep current through professional engagement. Each teacher’s status is reviewed every year by the department head and confirmed by the Faculty Affairs Committee.',
        ) +
        block('table31', { year: REPORT_YEAR }) +
        p(
          'Every discipline meets each of the guidelines, and across the school participating faculty deliver well above the 75% expected. The Accounting figures are not yet final: two visiting practitioners have no teaching loads recorded for the spring term, and the school is completing them before the tables are frozen.',
        ) +
        block('table32', { year: REPORT_YEAR }) +
        h('Professional staff') +
        p(
          'Twenty-four professional staff support programmes, learners and research. Each has a yearly development plan; in the review period eight completed professional certificates in learning technology, careers advising or research administration.',
        ),
      earlier: [
        {
          html:
            p(
              'The school defines its qualification categories in the Faculty Qualification Criteria (revised 2023). Each teacher’s status is reviewed every year.',
            ) + block('table31', { year: REPORT_YEAR }),
          note: 'First draft',
          author: 'progadmin',
        },
        {
          html:
            p(
              'The school defines its qualification categories in the Faculty Qualification Criteria (revised 2023): scholarly academics hold a doctorate in the field and have at least two peer-reviewed contributions in the last five years; practice academics add substantial engagement with practice; scholarly practitioners hold a master’s degree and significant professional experience; instructional practitioners keep current through professional engagement. Each teacher’s status is reviewed every year by the department head.',
            ) +
            block('table31', { year: REPORT_YEAR }) +
            block('table32', { year: REPORT_YEAR }),
          note: 'Criteria written out; Table 3-2 added',
          author: 'progadmin',
        },
      ],
      note: 'Sufficiency commentary and professional staff',
      author: 'progadmin',
      editor: 'progadmin',
      approver: 'unitadmin',
    },
    'AACSB-5': {
      html:
        p(
          'Each degree programme has four or five competency goals derived from the mission, with learning objectives measured directly, mostly through embedded assignments scored with common rubrics by two raters. Every goal is assessed at least twice in the five-year cycle; the programme committee reviews the results each term and agrees the changes.',
        ) +
        block('table51') +
        p(
          'Where a target was not met the loop was closed. In the BBA, the quantitative reasoning objective (LO5.2) missed its target in the previous assessment year; the statistics course added weekly practice with real business data sets, and in the current year the objective met its target. The MBA’s strategic leadership goal shows a low attainment for the current year only because its assessment is still in progress: the scores of the first class of MBA620 have been entered and the others follow before the report is frozen.',
        ),
      note: 'Loop closing examples added',
      author: 'progadmin',
      editor: 'progadmin',
      approver: 'unitadmin',
    },
    'AACSB-8': {
      html:
        p(
          'The school expects every scholarly academic to publish in peer-reviewed journals on its quality list (the ABS/AJG and FT50 lists, and CSSCI for journals in Chinese) and values contributions to practice and teaching alongside them. Table 8-1 gives the five-year portfolio by type and faculty group.',
        ) +
        block('table81', { year: REPORT_YEAR }) +
        p(
          'The portfolio reflects the mission: most peer-reviewed articles address management and finance questions of firms in the Greater Bay Area, and the practice contributions include policy briefs for the provincial financial regulator.',
        ),
      note: 'Portfolio narrative',
      author: 'secretary',
      editor: 'secretary',
      approver: 'unitadmin',
    },
  };
}
