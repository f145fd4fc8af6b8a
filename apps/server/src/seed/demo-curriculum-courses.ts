/**
 * The demo school's course catalogue, each programme's plan (培养方案) and curriculum map (issue 16
 * item 8). The codes taught in demo-teaching.ts (BUS101 ... EXE900) are the same courses, so
 * productivity and the curriculum agree. Pure data; demo-curriculum.ts stores it.
 */

export interface DemoCourse {
  code: string;
  name: string;
  nameEn: string;
  credits: number;
  /** Practice hours; theory hours are the rest of 16 hours a credit. */
  practice: number;
  orgCode: string;
  level: '1' | '2' | '3' | '4' | '5';
  /** courseType dictionary: 1 required, 2 elective. */
  type: '1' | '2';
}

type Row = [string, string, string, number, number, string, DemoCourse['level'], DemoCourse['type']];
const ROWS: Row[] = [
  // Bachelor's (BBA).
  ['BUS101', '管理学原理', 'Principles of Management', 3, 0, 'A01A03', '1', '1'],
  ['ECO110', '微观经济学', 'Microeconomics', 4, 0, 'A01A05', '1', '1'],
  ['ACC201', '财务会计', 'Financial Accounting', 4, 0, 'A01A01', '1', '1'],
  ['STA150', '商务统计', 'Business Statistics', 3, 16, 'A01A05', '1', '1'],
  ['ECO120', '宏观经济学', 'Macroeconomics', 3, 0, 'A01A05', '1', '1'],
  ['MKT210', '市场营销管理', 'Marketing Management', 3, 8, 'A01A04', '1', '1'],
  ['BUS230', '组织行为学', 'Organisational Behaviour', 3, 0, 'A01A03', '1', '1'],
  ['BUS250', '商务沟通', 'Business Communication', 2, 16, 'A01A03', '1', '1'],
  ['ACC202', '管理会计', 'Management Accounting', 3, 0, 'A01A01', '1', '1'],
  ['FIN301', '公司金融', 'Corporate Finance', 3, 0, 'A01A02', '1', '1'],
  ['BUS240', '商业伦理与社会责任', 'Business Ethics and Social Responsibility', 2, 0, 'A01A03', '1', '1'],
  ['MIS220', '管理信息系统', 'Management Information Systems', 3, 16, 'A01A03', '1', '1'],
  ['OPS310', '运营管理', 'Operations Management', 3, 8, 'A01A03', '1', '1'],
  ['BUS320', '国际商务', 'International Business', 3, 0, 'A01A03', '1', '1'],
  ['BUS360', '创业管理', 'Entrepreneurship', 2, 8, 'A01A03', '1', '2'],
  ['LAW260', '商法', 'Business Law', 2, 0, 'A01A03', '1', '2'],
  ['BUS490', '商业战略综合实践', 'Business Strategy Capstone', 4, 48, 'A01A03', '1', '1'],
  // Shared by the master's programmes.
  ['QNT500', '商务统计与数据分析', 'Business Statistics and Data Analytics', 3, 16, 'A01A05', '2', '1'],
  ['ETH510', '商业伦理与公司治理', 'Business Ethics and Corporate Governance', 2, 0, 'A01A03', '2', '1'],
  // MBA.
  ['MBA600', '战略管理', 'Strategic Management', 3, 0, 'A01A03', '3', '1'],
  ['MBA610', '管理经济学', 'Managerial Economics', 2, 0, 'A01A05', '3', '1'],
  ['MBA620', '领导力', 'Leadership', 2, 8, 'A01A03', '3', '1'],
  ['ACC500', '管理者会计', 'Accounting for Managers', 3, 0, 'A01A01', '3', '1'],
  ['FIN510', '公司理财', 'Corporate Finance for Managers', 3, 0, 'A01A02', '3', '1'],
  ['MKT520', '营销战略', 'Marketing Strategy', 2, 0, 'A01A04', '3', '1'],
  ['OPS530', '运营与供应链管理', 'Operations and Supply Chain Management', 2, 0, 'A01A03', '3', '1'],
  ['MBA630', '中国与全球商业环境', 'Doing Business in China and Global Markets', 2, 0, 'A01A03', '3', '1'],
  ['MBA690', '企业咨询综合项目', 'Integrated Business Consulting Project', 4, 48, 'A01A03', '3', '1'],
  // MSc Finance.
  ['MSF510', '金融计量学', 'Financial Econometrics', 3, 16, 'A01A02', '2', '1'],
  ['MSF520', '投资学', 'Investments', 3, 0, 'A01A02', '2', '1'],
  ['MSF530', '高级公司金融', 'Advanced Corporate Finance', 3, 0, 'A01A02', '2', '1'],
  ['MSF540', '金融衍生工具', 'Derivatives', 3, 0, 'A01A02', '2', '1'],
  ['MSF560', '金融风险管理', 'Financial Risk Management', 3, 0, 'A01A02', '2', '1'],
  ['MSF570', '金融数据分析与Python编程', 'Python for Financial Data Analysis', 2, 24, 'A01A02', '2', '1'],
  ['MSF590', '投资研究实践', 'Investment Research Practicum', 3, 32, 'A01A02', '2', '1'],
  // Master of Accountancy.
  ['MAF510', '财务报告分析', 'Financial Reporting Analysis', 3, 0, 'A01A01', '2', '1'],
  ['MAC500', '高级财务会计', 'Advanced Financial Accounting', 3, 0, 'A01A01', '2', '1'],
  ['MAC510', '战略管理会计', 'Strategic Management Accounting', 3, 0, 'A01A01', '2', '1'],
  ['MAC520', '审计理论与实务', 'Auditing Theory and Practice', 3, 8, 'A01A01', '2', '1'],
  ['MAC530', '内部控制与风险管理', 'Internal Control and Risk Management', 2, 0, 'A01A01', '2', '1'],
  ['MAC540', '税法与税务筹划', 'Taxation and Tax Planning', 3, 0, 'A01A01', '2', '1'],
  [
    'MAC550',
    '会计信息系统与数据分析',
    'Accounting Information Systems and Data Analytics',
    2,
    16,
    'A01A01',
    '2',
    '1',
  ],
  ['MAC590', '会计专业实践', 'Professional Accounting Practicum', 3, 40, 'A01A01', '2', '1'],
  // Doctoral and executive courses (taught, in no programme plan of the demo).
  ['PHD800', '研究方法', 'Research Methods', 3, 0, 'A01', '4', '1'],
  ['EXE900', '高管研讨', 'Executive Seminar', 1, 0, 'A01A06', '5', '2'],
];

export const DEMO_COURSES: readonly DemoCourse[] = ROWS.map(
  ([code, name, nameEn, credits, practice, orgCode, level, type]) => ({
    code,
    name,
    nameEn,
    credits,
    practice,
    orgCode,
    level,
    type,
  }),
);

/**
 * A plan: course code, year of study, term, and its map cells as "LO1.1:H LO5.1:M". Every plan
 * course supports one to four objectives.
 */
export type PlanLine = readonly [string, number, number, string];

export const DEMO_PLANS: Record<string, readonly PlanLine[]> = {
  BBA: [
    ['BUS101', 1, 1, 'LO1.1:M LO5.1:H LO4.2:L'],
    ['ECO110', 1, 1, 'LO1.2:M LO5.1:M LO5.2:L'],
    ['ACC201', 1, 2, 'LO5.1:H LO3.1:L'],
    ['STA150', 1, 2, 'LO5.2:H LO1.2:M'],
    ['ECO120', 1, 2, 'LO4.1:M LO5.1:M'],
    ['MKT210', 2, 1, 'LO5.1:H LO2.2:M LO1.1:M'],
    ['BUS230', 2, 1, 'LO4.2:H LO2.2:M LO3.1:L'],
    ['BUS250', 2, 1, 'LO2.1:H LO2.2:H LO4.2:M'],
    ['ACC202', 2, 2, 'LO5.2:M LO1.2:M LO5.1:M'],
    ['FIN301', 2, 2, 'LO5.2:H LO1.2:H LO5.1:M'],
    ['BUS240', 3, 1, 'LO3.1:H LO3.2:H LO2.1:M'],
    ['MIS220', 3, 1, 'LO5.2:M LO1.1:L'],
    ['OPS310', 3, 2, 'LO1.1:H LO5.2:M'],
    ['BUS320', 3, 2, 'LO4.1:H LO3.2:M LO4.2:M'],
    ['BUS360', 3, 2, 'LO1.1:M LO2.2:M LO3.2:L'],
    ['BUS490', 4, 1, 'LO5.3:H LO1.2:H LO2.1:M LO2.2:M'],
  ],
  MBA: [
    ['QNT500', 1, 1, 'LO2.2:H'],
    ['ACC500', 1, 1, 'LO2.1:M LO2.2:M'],
    ['MBA610', 1, 1, 'LO2.2:H LO4.1:M'],
    ['MBA620', 1, 1, 'LO1.2:H LO4.2:M LO3.1:L'],
    ['FIN510', 1, 2, 'LO2.1:H LO2.2:M'],
    ['MKT520', 1, 2, 'LO1.1:M LO2.1:M LO4.2:M'],
    ['ETH510', 1, 2, 'LO3.1:H LO3.2:H'],
    ['MBA600', 1, 2, 'LO1.1:H LO2.1:H LO4.1:M'],
    ['OPS530', 2, 1, 'LO2.1:M LO3.2:M'],
    ['MBA630', 2, 1, 'LO4.1:H LO3.2:L'],
    ['MSF520', 2, 1, 'LO2.2:M'],
    ['MBA690', 2, 2, 'LO1.1:H LO1.2:M LO2.1:H LO4.2:H'],
  ],
  MSF: [
    ['QNT500', 1, 1, 'LO2.1:M LO2.2:L'],
    ['MSF510', 1, 1, 'LO2.1:H LO2.2:M'],
    ['MSF520', 1, 1, 'LO1.1:H LO3.2:M'],
    ['MSF570', 1, 1, 'LO2.2:H'],
    ['MAF510', 1, 2, 'LO1.2:H LO4.1:M'],
    ['MSF530', 1, 2, 'LO1.1:H LO1.2:M'],
    ['MSF540', 1, 2, 'LO1.1:M LO3.2:H'],
    ['ETH510', 1, 2, 'LO3.1:H'],
    ['MSF560', 2, 1, 'LO3.2:H LO3.1:M LO2.1:M'],
    ['MSF590', 2, 1, 'LO4.1:H LO4.2:H LO1.2:M'],
  ],
  // LO5.1 (explaining accounting to non-specialists) has no High course: the deliberate gap the
  // map's gaps view shows on first start.
  MACC: [
    ['QNT500', 1, 1, 'LO4.1:M'],
    ['MAC500', 1, 1, 'LO1.1:H'],
    ['MAC510', 1, 1, 'LO1.2:H LO5.1:L'],
    ['ETH510', 1, 1, 'LO3.1:H LO5.2:L'],
    ['MAF510', 1, 2, 'LO1.1:M LO5.1:M'],
    ['MAC520', 1, 2, 'LO2.1:H LO3.1:M LO5.2:M'],
    ['MAC540', 1, 2, 'LO3.2:H'],
    ['MAC530', 2, 1, 'LO2.2:H LO4.2:M'],
    ['MAC550', 2, 1, 'LO4.1:H LO4.2:H'],
    ['MAC590', 2, 2, 'LO5.2:H LO5.1:M LO2.1:M LO1.1:M'],
  ],
};

/** The programme with the deliberate gap, and its objective without a High course. */
export const DEMO_GAP = { programme: 'MACC', lo: 'LO5.1' } as const;

/**
 * The BBA's previous plan and map, four years older than the current one, so "compare versions"
 * has something to show: Business Law instead of Management Information Systems and
 * Entrepreneurship, ethics and statistics weaker, the capstone and International Business
 * supporting fewer objectives.
 */
export function oldBbaPlan(): PlanLine[] {
  const changed: Record<string, string | null> = {
    MIS220: null,
    BUS360: null,
    BUS240: 'LO3.1:H LO3.2:M LO2.1:M',
    STA150: 'LO5.2:M LO1.2:L',
    BUS320: 'LO4.1:H LO4.2:M',
    BUS490: 'LO5.3:H LO1.2:H LO2.1:M',
  };
  const out: PlanLine[] = [];
  for (const line of DEMO_PLANS.BBA) {
    const cells = line[0] in changed ? changed[line[0]] : line[3];
    if (cells !== null) out.push([line[0], line[1], line[2], cells]);
    if (line[0] === 'BUS240') out.push(['LAW260', 3, 1, 'LO3.1:M LO1.2:L']);
  }
  return out;
}

/** "LO1.1:H LO5.1:M" as [["LO1.1", "H"], ["LO5.1", "M"]]. */
export function parseCells(cells: string): [string, 'H' | 'M' | 'L'][] {
  return cells.split(' ').map((cell) => {
    const [lo, level] = cell.split(':');
    return [lo, level as 'H' | 'M' | 'L'];
  });
}
