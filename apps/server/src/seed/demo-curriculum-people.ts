import { newId } from '../core/ids.ts';
import { type Rng, SURNAMES } from './demo-school-data.ts';

/**
 * The demo school's calendar, classes and students (issue 16 item 8). The calendar follows the
 * date of the first start, so "this semester" always exists: school years run from 1 September,
 * the autumn semester to 14 February and the spring semester to 31 August. Cohorts: the BBA's four
 * intakes in three classes each, the master's programmes' two intakes (two MBA classes, one of the
 * others), about 600 students. Pure; demo-curriculum.ts stores the rows.
 */

export interface DemoSemester {
  name: string;
  startTime: string;
  endTime: string;
  /** The school year's first calendar year. */
  year: number;
  term: 1 | 2;
}

export interface DemoCalendar {
  /** The current school year's first calendar year. */
  year: number;
  schoolYears: { name: string; startTime: string; endTime: string; year: number }[];
  semesters: DemoSemester[];
  current: DemoSemester;
  previous: DemoSemester;
}

export function demoCalendar(today: Date): DemoCalendar {
  const y = today.getUTCFullYear();
  const year = today.getUTCMonth() >= 8 ? y : y - 1;
  const schoolYears = [year - 1, year].map((s) => ({
    name: `${s}-${s + 1}`,
    startTime: `${s}-09-01`,
    endTime: `${s + 1}-08-31`,
    year: s,
  }));
  const semesters = [year - 1, year].flatMap((s): DemoSemester[] => [
    { name: `${s}-${s + 1}-1`, startTime: `${s}-09-01`, endTime: `${s + 1}-02-14`, year: s, term: 1 },
    { name: `${s}-${s + 1}-2`, startTime: `${s + 1}-02-15`, endTime: `${s + 1}-08-31`, year: s, term: 2 },
  ]);
  const iso = today.toISOString().slice(0, 10);
  const index = semesters.findIndex((s) => s.startTime <= iso && iso <= s.endTime);
  return { year, schoolYears, semesters, current: semesters[index], previous: semesters[index - 1] };
}

/** Intakes and class counts per programme code, counted back from the current school year. */
export const COHORTS: Record<string, { years: number; classes: number; zh: string }> = {
  BBA: { years: 4, classes: 3, zh: '工商管理' },
  MBA: { years: 2, classes: 2, zh: 'MBA' },
  MSF: { years: 2, classes: 1, zh: '金融硕士' },
  MACC: { years: 2, classes: 1, zh: '会计硕士' },
};

export interface DemoClass {
  id: string;
  programme: string;
  intake: number;
  /** 0-based index within the intake. */
  index: number;
  code: string;
  name: string;
  nameEn: string;
  size: number;
}

export function demoClasses(rng: Rng, year: number): DemoClass[] {
  const out: DemoClass[] = [];
  for (const [programme, cohort] of Object.entries(COHORTS))
    for (let intake = year - cohort.years + 1; intake <= year; intake += 1)
      for (let index = 0; index < cohort.classes; index += 1)
        out.push({
          id: newId(),
          programme,
          intake,
          index,
          code: `${programme}${intake}-${index + 1}`,
          name: `${cohort.zh}${intake}级${index + 1}班`,
          nameEn: `${programme === 'MACC' ? 'MAcc' : programme} ${intake} Class ${index + 1}`,
          size: rng.int(27, 33),
        });
  return out;
}

/** Given names of students: (han, pinyin, sex). */
const GIVEN_NAMES: readonly [string, string, '1' | '2'][] = [
  ['子涵', 'Zihan', '2'],
  ['梓萱', 'Zixuan', '2'],
  ['浩然', 'Haoran', '1'],
  ['宇轩', 'Yuxuan', '1'],
  ['欣怡', 'Xinyi', '2'],
  ['雨桐', 'Yutong', '2'],
  ['思远', 'Siyuan', '1'],
  ['佳怡', 'Jiayi', '2'],
  ['博文', 'Bowen', '1'],
  ['俊杰', 'Junjie', '1'],
  ['诗涵', 'Shihan', '2'],
  ['一诺', 'Yinuo', '2'],
  ['泽宇', 'Zeyu', '1'],
  ['晨曦', 'Chenxi', '2'],
  ['若曦', 'Ruoxi', '2'],
  ['天佑', 'Tianyou', '1'],
  ['明轩', 'Mingxuan', '1'],
  ['嘉懿', 'Jiayi', '2'],
  ['皓轩', 'Haoxuan', '1'],
  ['雅琪', 'Yaqi', '2'],
  ['子墨', 'Zimo', '1'],
  ['可馨', 'Kexin', '2'],
  ['铭', 'Ming', '1'],
  ['婷', 'Ting', '2'],
  ['昊', 'Hao', '1'],
  ['悦', 'Yue', '2'],
  ['凯', 'Kai', '1'],
  ['琳', 'Lin', '2'],
];

/** International students: (Chinese transliteration, name, sex). */
const INTERNATIONAL: readonly [string, string, '1' | '2'][] = [
  ['安娜·伊万诺娃', 'Anna Ivanova', '2'],
  ['金敏俊', 'Kim Min-jun', '1'],
  ['阮氏梅', 'Nguyen Thi Mai', '2'],
  ['卡洛斯·席尔瓦', 'Carlos Silva', '1'],
  ['阿伊古丽·努尔兰', 'Aigul Nurlan', '2'],
  ['拉维·夏尔马', 'Ravi Sharma', '1'],
];

const PROVINCES = [
  '北京',
  '上海',
  '广东',
  '江苏',
  '浙江',
  '山东',
  '河南',
  '四川',
  '湖北',
  '湖南',
  '福建',
  '安徽',
];

/** The demo account `student` (Zhang Xiaoming) is a second-year BBA student in class 1. */
export const STUDENT_ACCOUNT = { name: '张晓明', nameEn: 'Zhang Xiaoming', sex: '1' as const };

export interface DemoStudent {
  id: string;
  classId: string;
  row: Record<string, unknown>;
}

const PROGRAMME_NUMBER: Record<string, string> = { BBA: '01', MBA: '02', MSF: '03', MACC: '04' };

/** Entrance scores on each programme's exam: gaokao for the BBA, the national master's exams. */
const SCORE: Record<string, [number, number]> = {
  BBA: [585, 662],
  MBA: [178, 236],
  MSF: [352, 421],
  MACC: [201, 258],
};

export function demoStudents(
  rng: Rng,
  classes: readonly DemoClass[],
  place: (programme: string) => { collegeId: string; majorId: string; orgCode: string },
  studentAccount: string | null,
  year: number,
): DemoStudent[] {
  const out: DemoStudent[] = [];
  let international = 0;
  for (const c of classes) {
    const where = place(c.programme);
    const [low, high] = SCORE[c.programme];
    for (let seq = 1; seq <= c.size; seq += 1) {
      const account =
        studentAccount !== null &&
        c.programme === 'BBA' &&
        c.intake === year - 1 &&
        c.index === 0 &&
        seq === 1;
      const foreign =
        !account && c.programme !== 'BBA' && international < INTERNATIONAL.length && rng.chance(0.05);
      let name: string;
      let nameEn: string;
      let sex: '1' | '2';
      if (account) ({ name, nameEn, sex } = STUDENT_ACCOUNT);
      else if (foreign) [name, nameEn, sex] = INTERNATIONAL[international++];
      else {
        const [sz, se] = rng.pick(SURNAMES);
        const [gz, ge, gs] = rng.pick(GIVEN_NAMES);
        [name, nameEn, sex] = [sz + gz, `${se} ${ge}`, gs];
      }
      const id = newId();
      out.push({
        id,
        classId: c.id,
        row: {
          id,
          studentNumber: `${c.intake}${PROGRAMME_NUMBER[c.programme]}${c.index + 1}${String(seq).padStart(2, '0')}`,
          name,
          nameEn,
          sex,
          countryId: foreign ? '2' : '1',
          provinceId: foreign ? null : rng.pick(PROVINCES),
          enrolScore: rng.int(low, high),
          enrolDay: `${c.intake}-09-01`,
          classId: c.id,
          status: '1',
          collegeId: where.collegeId,
          majorId: where.majorId,
          userId: account ? studentAccount : null,
          createBy: 'unitadmin',
          sysOrgCode: where.orgCode,
        },
      });
    }
  }
  return out;
}
