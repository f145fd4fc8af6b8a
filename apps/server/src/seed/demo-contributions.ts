import { newId } from '../core/ids.ts';
import { activeYears, type DemoTeacher } from './demo-faculty.ts';
import {
  CASE_CENTRES,
  CONFERENCES,
  EXTERNAL_AUTHORS,
  FUNDERS,
  type Journal,
  ORGANISATIONS,
  OUTCOMES,
  PUBLISHERS,
  type Rng,
  SETTINGS,
} from './demo-school-data.ts';

/**
 * Seven years of the demo faculty's contributions: research outputs of all 13 types with internal
 * and external co-authors, teaching contributions and professional engagement, in both languages.
 * Pure row builders; demo-school.ts stores them.
 */
type Row = Record<string, unknown>;

/** Output types by weight (journal articles dominate, as in any business school). */
const TYPE_WEIGHTS: readonly [string, number][] = [
  ['1', 44],
  ['2', 4],
  ['3', 9],
  ['4', 8],
  ['5', 8],
  ['6', 4],
  ['7', 4],
  ['8', 4],
  ['9', 2],
  ['10', 2],
  ['11', 3],
  ['12', 4],
  ['13', 4],
];
const TOTAL_WEIGHT = TYPE_WEIGHTS.reduce((s, [, w]) => s + w, 0);

function pickType(rng: Rng): string {
  let r = rng.next() * TOTAL_WEIGHT;
  for (const [code, w] of TYPE_WEIGHTS) {
    r -= w;
    if (r < 0) return code;
  }
  return '1';
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const date = (rng: Rng, year: number) =>
  `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/** Review state: recent years still have work waiting; older ones are almost all approved. */
function reviewState(rng: Rng, year: number): { reviewStatus: number; reviewReason: string | null } {
  const r = rng.next();
  const [waiting, rejected] = year >= 2025 ? [0.3, 0.08] : year === 2024 ? [0.08, 0.03] : [0.02, 0.01];
  if (r < waiting) return { reviewStatus: 0, reviewReason: null };
  if (r < waiting + rejected)
    return {
      reviewStatus: 2,
      reviewReason: '请补充支撑材料（录用通知或全文） / Please attach the acceptance letter or full text',
    };
  return { reviewStatus: 1, reviewReason: null };
}

function titles(rng: Rng, t: DemoTeacher, type: string): [string, string] {
  const [tz, te] = t.topic;
  const [oz, oe] = rng.pick(OUTCOMES);
  const [sz, se] = rng.pick(SETTINGS);
  switch (type) {
    case '2':
      return [`担任期刊编委（${tz}方向）`, `Editorial board service (${te})`];
    case '5':
      return [`${tz}对${oz}的影响机制研究`, `How ${te} shapes ${oe}: mechanisms and boundary conditions`];
    case '6':
      return [`${tz}专题咨询服务`, `Advisory service on ${te}`];
    case '7':
    case '9':
      return [`关于${tz}的政策建议报告`, `Policy report on ${te} and ${oe}`];
    case '8':
      return [`${tz}之路：一家制造企业的探索`, `The road to ${te}: a manufacturer's journey`];
    case '10':
      return [`一种基于${tz}数据的${oz}评估方法`, `A method for assessing ${oe} from ${te} data`];
    case '11':
      return [`${tz}：理论与中国实践`, `${cap(te)}: theory and practice in China`];
    case '12':
      return [`${tz}研究成果奖`, `Research award for work on ${te}`];
    case '13':
      return [`${tz}（第${rng.int(1, 3)}版）`, `${cap(te)} (edition ${rng.int(1, 3)})`];
    default:
      return [`${tz}与${oz}：${sz}`, `${cap(te)} and ${oe}: ${se}`];
  }
}

export interface OutputContext {
  journals: Map<string, { journal: Journal; refId: string }[]>;
  /** Teachers by discipline id, to pick co-authors from. */
  byDiscipline: Map<string, DemoTeacher[]>;
}

function typeFields(
  rng: Rng,
  t: DemoTeacher,
  type: string,
  year: number,
  ctx: OutputContext,
  doi: () => string,
): Row {
  const journals = ctx.journals.get(t.discipline.orgCode) ?? [];
  const level = rng.pick(['1', '2', '3', '3', '4']);
  const category = rng.pick(['1', '1', '2', '2', '2', '3']);
  switch (type) {
    case '1': {
      const { journal, refId } = rng.pick(journals);
      return {
        venueName: journal.chinese ? journal.zh : journal.en,
        venueRef: refId,
        venueLevel: journal.levelText,
        volume: String(year - (journal.chinese ? 1985 : 1950)),
        issue: String(rng.int(1, 12)),
        pages: `${rng.int(1, 180)}-${rng.int(181, 260)}`,
        doi: journal.chinese ? null : doi(),
        category,
        peerReviewed: true,
        abstract:
          '本文研究了相关问题并给出了实证证据。 / We study the question and provide empirical evidence.',
        keywords: t.topic.join('; '),
      };
    }
    case '2': {
      const { journal, refId } = rng.pick(journals);
      return {
        venueName: journal.chinese ? journal.zh : journal.en,
        venueRef: refId,
        venueLevel: journal.levelText,
        position: rng.pick(['Associate Editor', 'Editorial Board Member', 'Guest Editor']),
        endDate: `${Math.min(year + 3, 2027)}-12-31`,
      };
    }
    case '3':
    case '4': {
      const [cz, ce] = rng.pick(CONFERENCES);
      return {
        venueName: ce === cz ? ce : `${ce}（${cz}）`,
        venueLevel: 'International',
        category,
        level,
        peerReviewed: type === '3',
      };
    }
    case '5': {
      const [fz, fe, fundLevel] = rng.pick(FUNDERS);
      return {
        venueName: `${fz} / ${fe}`,
        level: fundLevel,
        position: rng.chance(0.7) ? '主持人 Principal investigator' : '参与人 Participant',
        fundingAmount: fundLevel === '3' ? rng.int(200, 600) : rng.int(20, 150),
        endDate: `${year + 3}-12-31`,
        category,
      };
    }
    case '6':
    case '7':
    case '9': {
      const [oz, oe] = rng.pick(ORGANISATIONS);
      return { venueName: `${oz} / ${oe}`, level, category };
    }
    case '8': {
      const [cz, ce] = rng.pick(CASE_CENTRES);
      return { venueName: `${cz} / ${ce}`, category: '3', peerReviewed: true };
    }
    case '10':
      return {
        patentNumber: `ZL${year}1${String(rng.int(0, 9999999)).padStart(7, '0')}.X`,
        venueName: '国家知识产权局 CNIPA',
        category: '2',
      };
    case '11':
    case '13': {
      const [pz, pe] = rng.pick(PUBLISHERS);
      return {
        isbn: `978-7-${rng.int(100, 999)}-${rng.int(10000, 99999)}-${rng.int(0, 9)}`,
        venueName: pz === pe ? pe : `${pz} / ${pe}`,
        level,
        category: type === '13' ? '3' : category,
        peerReviewed: type === '11',
      };
    }
    default: {
      const [fz, fe, awardLevel] = rng.pick(FUNDERS);
      return { venueName: `${fz} / ${fe}`, level: awardLevel, category };
    }
  }
}

function authorRows(
  rng: Rng,
  t: DemoTeacher,
  outputId: string,
  ctx: OutputContext,
  createBy: string,
  org: string,
): Row[] {
  const rows: Row[] = [];
  const add = (row: Row) =>
    rows.push({
      outputId,
      authorOrder: rows.length + 1,
      isCorresponding: false,
      createBy,
      sysOrgCode: org,
      ...row,
    });
  // Now and then an external scholar leads and our teacher is second author.
  const externalLead = rng.chance(0.12);
  const [en, ei, ec] = rng.pick(EXTERNAL_AUTHORS);
  if (externalLead)
    add({ externalName: en, externalInstitution: ei, externalCountry: ec, isLead: true, rate: 100 });
  add({
    teacherId: t.id,
    isLead: !externalLead,
    rate: externalLead ? 50 : 100,
    isCorresponding: !externalLead,
  });
  const colleagues =
    ctx.byDiscipline.get(rng.chance(0.8) ? t.discipline.id : (t.split?.other.id ?? t.discipline.id)) ?? [];
  const taken = new Set([t.id]);
  for (let i = rng.int(0, 2); i > 0; i--) {
    const c = rng.pick(colleagues);
    if (taken.has(c.id)) continue;
    taken.add(c.id);
    add({ teacherId: c.id, isLead: false, rate: 50 });
  }
  if (!externalLead && rng.chance(0.35)) {
    const [xn, xi, xc] = rng.pick(EXTERNAL_AUTHORS);
    add({ externalName: xn, externalInstitution: xi, externalCountry: xc, isLead: false, rate: 50 });
  }
  return rows;
}

/** research_output and research_output_author rows for the whole faculty. */
export function outputRows(rng: Rng, teachers: readonly DemoTeacher[], ctx: OutputContext) {
  const outputs: Row[] = [];
  const authors: Row[] = [];
  let doiSerial = 0;
  const doi = () => `10.59000/demo.${String(++doiSerial).padStart(5, '0')}`;
  for (const t of teachers) {
    const rate = t.partTime ? 0.5 : t.doctorate ? 2.3 : 1.2;
    for (const year of activeYears(t)) {
      const count = Math.floor(rate + rng.next() * rate);
      for (let n = 0; n < count; n++) {
        const type = pickType(rng);
        const id = newId();
        const [titleZh, titleEn] = titles(rng, t, type);
        const createBy = t.username ?? 'secretary';
        const org = t.discipline.orgCode;
        const review = reviewState(rng, year);
        outputs.push({
          id,
          outputType: type,
          titleZh,
          titleEn,
          publishDate: date(rng, year),
          peerReviewed: false,
          ...typeFields(rng, t, type, year, ctx, doi),
          ...review,
          reviewBy: review.reviewStatus === 0 ? null : 'secretary',
          reviewTime: review.reviewStatus === 0 ? null : new Date(`${year}-12-20T08:00:00Z`),
          createBy,
          sysOrgCode: org,
        });
        authors.push(...authorRows(rng, t, id, ctx, createBy, org));
      }
    }
  }
  return { outputs, authors };
}

const TEACHING_TITLES: Record<string, [string, string]> = {
  '1': ['课程思政示范课程建设', 'Building an exemplary values-integrated course'],
  '2': [
    '指导学生获全国大学生商业挑战赛一等奖',
    'Coached the first-prize team of the National Student Business Challenge',
  ],
  '3': ['校级教学名师', 'University Distinguished Teacher'],
  '4': ['案例教学法改革项目', 'Case-method teaching reform project'],
  '5': ['规划教材出版', 'Published a recommended textbook'],
  '6': ['商科混合式教学效果研究', 'Effectiveness of blended learning in business education'],
  '7': ['全国 MBA 教学研讨会主题发言', 'Keynote at the national MBA teaching symposium'],
};

const ENGAGEMENT_TITLES: Record<string, [string, string]> = {
  '1': ['赴海外合作院校访问研究', 'Visiting scholar at a partner business school'],
  '2': ['为企业提供管理咨询', 'Management consulting for a client firm'],
  '3': ['获行业协会年度贡献奖', 'Annual contribution award of a professional association'],
  '4': ['参加专业继续教育培训', 'Continuing professional education programme'],
  '5': ['在企业挂职实践', 'Secondment in industry'],
  '6': ['与企业高管座谈交流', 'Round table with business leaders'],
  '7': ['取得专业资格证书', 'Earned a professional certificate'],
  '8': ['为企业开展高管培训', 'Executive training delivered to a company'],
  '9': ['学科实验室建设', 'Discipline laboratory construction'],
};

function recordRow(rng: Rng, t: DemoTeacher, year: number, type: string, title: [string, string]): Row {
  const start = date(rng, year);
  const [oz, oe] = rng.pick(ORGANISATIONS);
  const review = reviewState(rng, year);
  return {
    type,
    teacherId: t.id,
    title: `${title[0]} / ${title[1]}`,
    level: rng.pick(['1', '2', '2', '3', '4']),
    startTime: start,
    endTime: `${year}-12-31`,
    organisation: `${oz} / ${oe}`,
    role: rng.pick(['负责人 Lead', '成员 Member', '主讲 Speaker']),
    hours: rng.int(4, 120),
    ...review,
    reviewBy: review.reviewStatus === 0 ? null : 'unitadmin',
    reviewTime: review.reviewStatus === 0 ? null : new Date(`${year}-12-28T08:00:00Z`),
    createBy: t.username ?? 'unitadmin',
    sysOrgCode: t.discipline.orgCode,
  };
}

/** teaching_contribution and professional_engagement rows. */
export function recordRows(rng: Rng, teachers: readonly DemoTeacher[]) {
  const teaching: Row[] = [];
  const engagement: Row[] = [];
  for (const t of teachers) {
    for (const year of activeYears(t)) {
      if (rng.chance(t.partTime ? 0.3 : 0.6)) {
        const type = String(rng.int(1, 7));
        teaching.push(recordRow(rng, t, year, type, TEACHING_TITLES[type]));
      }
      // Practitioners (part-time, no doctorate) engage with practice far more often.
      const activities = t.partTime || !t.doctorate ? rng.int(1, 3) : rng.int(0, 1);
      for (let n = 0; n < activities; n++) {
        const type = String(rng.int(1, 9));
        engagement.push({ ...recordRow(rng, t, year, type, ENGAGEMENT_TITLES[type]), description: null });
      }
    }
  }
  return { teaching, engagement };
}
