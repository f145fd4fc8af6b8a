import { resourceTable } from '@accredit/server/src/crud/table.ts';
import { fileVersion } from '@accredit/server/src/modules/files/schema.ts';
import { sysDepart } from '@accredit/server/src/modules/system/schema.ts';
import { insertAll } from '@accredit/server/src/seed/base.ts';
import { RESOURCE } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';

/**
 * Issue 20's search school, generated in a fresh (demo-seeded) database: 100,000 records of six
 * searchable types written by 60 people (the demo teacher among them, so a teacher's row scope is
 * real), and 10,000 shared files in 50 folders (a fifth restricted to programme heads), each with
 * about 4,000 characters of extracted text in English and Chinese. Text is drawn from a seeded
 * generator, so every run builds the same school; a few rare words and one Chinese phrase are
 * planted in known places.
 */
/** BENCH_SEARCH_SCALE=0.1 builds a tenth of the school (a quick try of the benchmark itself). */
const scale = Number(process.env.BENCH_SEARCH_SCALE ?? 1);
const n = (count: number) => Math.max(10, Math.round(count * scale));

export const SEARCH_DATA = {
  records: {
    researchOutput: n(30_000),
    teachingContribution: n(25_000),
    professionalEngagement: n(15_000),
    continuousImprovement: n(10_000),
    supportMaterials: n(10_000),
    course: n(10_000),
  },
  files: n(10_000),
  folders: 50,
  authors: 60,
} as const;

export const SEARCH_RECORDS = Object.values(SEARCH_DATA.records).reduce((a, b) => a + b, 0);

const EN = `assessment learning outcomes curriculum programme course teaching research faculty student
quality assurance accreditation standard mission strategy improvement loop closing evidence review
report committee survey employer alumni placement internship capstone project rubric criterion
competency ethics sustainability leadership innovation digital analytics finance accounting marketing
management economics operations supply chain entrepreneurship governance policy engagement impact
scholarship journal article conference case study seminar workshop pedagogy feedback retention
graduation enrolment admission benchmark target indicator performance budget resource facility library
laboratory platform online blended flipped classroom mentoring advising portfolio exam grading
moderation calibration external examiner stakeholder advisory board industry partnership community`
  .split(/\s+/)
  .filter(Boolean);

const ZH = `课程 教学 学习 成果 评估 质量 保障 认证 标准 使命 战略 改进 闭环 证据 审核 报告 委员会
调查 雇主 校友 就业 实习 毕业 项目 量规 指标 能力 伦理 可持续 领导力 创新 数字化 分析 财务 会计
市场营销 管理 经济 运营 供应链 创业 治理 政策 参与 影响 学术 期刊 论文 会议 案例 研讨 工作坊 教学法
反馈 保持率 招生 基准 目标 绩效 预算 资源 设施 图书馆 实验室 平台 在线 混合式 翻转 课堂 导师 咨询
档案 考试 评分 校准 外部 考官 利益相关者 顾问 行业 合作 社区 教学改革 人才培养 专业建设`
  .split(/\s+/)
  .filter(Boolean);

/** A small, seeded generator (mulberry32): the same school on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const en = (min: number, max: number) => {
    const words = Array.from({ length: min + int(max - min + 1) }, () => pick(EN));
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return words.join(' ');
  };
  const zh = (min: number, max: number) =>
    Array.from({ length: min + int(max - min + 1) }, () => pick(ZH)).join('');
  /** Paragraphs of both languages, about `chars` characters. */
  const text = (chars: number) => {
    const parts: string[] = [];
    let size = 0;
    while (size < chars) {
      const p = int(2) === 0 ? `${en(12, 30)}.` : `${zh(8, 20)}。`;
      parts.push(p);
      size += p.length + 1;
    }
    return parts.join('\n');
  };
  return { int, pick, en, zh, text };
}

const date = (year: number, g: ReturnType<typeof generator>) =>
  `${year}-${String(1 + g.int(12)).padStart(2, '0')}-${String(1 + g.int(28)).padStart(2, '0')}`;

/** Records were made over the years, not now: the index's sweep has nothing to catch up on. */
const made = (year: number) => new Date(`${year}-06-30T08:00:00Z`);

/** Planted: the rare word in every 5,000th record, the phrase in every 400th file, "closing the loop" in every 50th record. */
export const PLANTED = { rare: 'Quillfeather', phrase: '翻转课堂实践', loop: 'closing the loop' } as const;

export async function generateSearchSchool(env: BenchEnv): Promise<void> {
  const db = env.database.db;
  const g = generator(20);
  const authors = Array.from({ length: SEARCH_DATA.authors }, (_, i) => (i === 0 ? 'teacher' : `bench${i}`));
  const teacherIds = (
    await env.database.rows<{ id: string }>(sql`select id from teacher order by id limit 20`)
  ).map((r) => r.id);
  const departs = (await db.select({ id: sysDepart.id, orgCode: sysDepart.orgCode }).from(sysDepart)).slice(
    0,
    12,
  );
  let serial = 0;
  /** The fields every generated record carries: id, author, unit, when it was made. */
  const base = (prefix: string) => {
    serial++;
    const year = 2018 + g.int(8);
    const depart = g.pick(departs);
    return {
      row: {
        id: `${prefix}${String(serial).padStart(8, '0')}`,
        createBy: authors[serial % authors.length],
        sysOrgCode: depart.orgCode,
        createTime: made(year),
      },
      year,
      departId: depart.id,
      extra: serial % 5000 === 0 ? ` ${PLANTED.rare}` : serial % 50 === 0 ? ` ${PLANTED.loop}` : '',
    };
  };
  const rows = (n: number, make: () => Record<string, unknown>) => Array.from({ length: n }, make);
  const { records } = SEARCH_DATA;

  await insertAll(
    db,
    resourceTable(RESOURCE.researchOutput),
    rows(records.researchOutput, () => {
      const b = base('BSR');
      return {
        ...b.row,
        outputType: '1',
        titleZh: g.zh(3, 7),
        titleEn: g.en(5, 10),
        venueName: `Journal of ${g.en(1, 2)}`,
        publishDate: date(b.year, g),
        abstract: `${g.en(30, 60)}. ${g.zh(10, 25)}。${b.extra}`,
        keywords: g.en(3, 3),
        category: '1',
      };
    }),
  );
  for (const [name, count] of [
    ['teachingContribution', records.teachingContribution],
    ['professionalEngagement', records.professionalEngagement],
  ] as const) {
    await insertAll(
      db,
      resourceTable(RESOURCE[name]),
      rows(count, () => {
        const b = base(name === 'teachingContribution' ? 'BST' : 'BSP');
        return {
          ...b.row,
          type: '1',
          teacherId: g.pick(teacherIds),
          title: g.int(2) ? g.en(3, 8) : g.zh(2, 5),
          level: '1',
          startTime: date(b.year, g),
          endTime: `${b.year}-12-31`,
          organisation: g.en(2, 4),
          description: `${g.int(2) ? g.en(15, 40) : g.zh(10, 30)}${b.extra}`,
        };
      }),
    );
  }
  const standards = ['AACSB-1', 'AACSB-3', 'AACSB-5', 'AACSB-8', 'EQUIS-2', '1-1', '5'];
  await insertAll(
    db,
    resourceTable(RESOURCE.continuousImprovement),
    rows(records.continuousImprovement, () => {
      const b = base('BSC');
      return {
        ...b.row,
        finding: g.zh(4, 8),
        findingEn: g.en(5, 10),
        action: `${g.zh(10, 30)}。${b.extra}`,
        actionEn: g.en(15, 30),
        status: '1',
        year: b.year,
        standards: g.pick(standards),
      };
    }),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.supportMaterials),
    rows(records.supportMaterials, () => {
      const b = base('BSS');
      return {
        ...b.row,
        titleZh: g.zh(3, 6),
        titleEn: g.en(4, 8),
        accreditationType: 'AACSB',
        year: b.year,
        description: `${g.en(20, 40)}${b.extra}`,
      };
    }),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.course),
    rows(records.course, () => {
      const b = base('BSK');
      return {
        ...b.row,
        code: `BS${String(serial).padStart(6, '0')}`,
        name: g.zh(2, 4),
        nameEn: g.en(2, 5),
        credits: 3,
        courseType: '1',
        departmentId: b.departId,
        description: `${g.zh(15, 40)}。${b.extra}`,
        descriptionEn: g.en(20, 40),
      };
    }),
  );
  await generateFiles(env, g, authors, standards);
  await env.database.db.execute(sql`analyze`);
}

async function generateFiles(
  env: BenchEnv,
  g: ReturnType<typeof generator>,
  authors: string[],
  standards: string[],
): Promise<void> {
  const db = env.database.db;
  const open = { restricted: false, roles: [], departs: [], users: [] };
  await insertAll(
    db,
    resourceTable(RESOURCE.fileSharing),
    Array.from({ length: SEARCH_DATA.folders }, (_, i) => ({
      id: `BSF${String(i).padStart(4, '0')}`,
      name: `${g.zh(1, 2)} ${g.en(1, 3)}`,
      createBy: 'admin',
      createTime: made(2020),
      // Every fifth folder is for programme heads only (the folder permissions of files/acl.ts).
      access: {
        ...open,
        restricted: i % 5 === 0,
        roles: i % 5 === 0 ? ['3'] : [],
        uploadRestricted: false,
        uploadRoles: [],
        uploadDeparts: [],
        uploadUsers: [],
      },
    })),
  );
  const files: Record<string, unknown>[] = [];
  const versions: (typeof fileVersion.$inferInsert)[] = [];
  for (let i = 0; i < SEARCH_DATA.files; i++) {
    const id = `BSFILE${String(i).padStart(8, '0')}`;
    const url = `/obe/file/bs${String(i).padStart(18, '0')}`;
    const fileName = `${g.int(2) ? g.en(2, 5) : g.zh(2, 4)}.pdf`;
    const year = 2018 + g.int(8);
    let text = g.text(4000);
    if (i % 400 === 7) text += `\n本学期${PLANTED.phrase}成效良好。`;
    files.push({
      id,
      folderId: `BSF${String(i % SEARCH_DATA.folders).padStart(4, '0')}`,
      fileName,
      url,
      mime: 'application/pdf',
      size: text.length * 3,
      version: 1,
      textStatus: '2',
      standards: g.int(3) === 0 ? g.pick(standards) : null,
      createBy: authors[i % authors.length],
      createTime: made(year),
    });
    versions.push({
      id: `BSV${String(i).padStart(8, '0')}`,
      fileId: id,
      version: 1,
      url,
      fileName,
      mime: 'application/pdf',
      size: text.length * 3,
      textContent: text,
      createBy: authors[i % authors.length],
      createTime: made(year),
    });
  }
  await insertAll(db, resourceTable(RESOURCE.fileInfo), files);
  for (let i = 0; i < versions.length; i += 100)
    await db.insert(fileVersion).values(versions.slice(i, i + 100));
}
