import { RESOURCE } from '@accredit/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { sysDepart, sysUser } from '../modules/system/schema.ts';

/**
 * The demo school's professional staff (AACSB Standard 3's "professional staff": the people who
 * run accreditation, careers, international relations, executive education, labs and student
 * affairs) and their yearly accreditation records from 2023. The demo account `staff` is Liu Yang,
 * the accreditation coordinator. Fixed data: the same school on every machine.
 */
interface DemoStaff {
  number: string;
  nameZh: string;
  nameEn: string;
  /** Organisation code of the department (the Dean's Office is A01A06). */
  org: string;
  position: string;
  username?: string;
  specialty: string;
  /** Highest degree (dictionary highestDegree) and the year it was earned. */
  degree: '1' | '2' | '3';
  degreeYear: number;
  duties: string;
  /** Part-time staff give part of their time; everyone else 100. */
  mission: number;
  participating: boolean;
  firstYear: number;
  basis: string;
}

const STAFF: readonly DemoStaff[] = [
  {
    number: 'S1001',
    nameZh: '刘洋',
    nameEn: 'Liu Yang',
    org: 'A01A06',
    position: '认证事务主管 / Accreditation Coordinator',
    username: 'staff',
    specialty: '认证与质量保障 / Accreditation and quality assurance',
    degree: '2',
    degreeYear: 2012,
    duties: 'SER,ADM',
    mission: 100,
    participating: true,
    firstYear: 2023,
    basis: '硕士学位及十年认证管理经验 / Master’s degree and ten years in accreditation management',
  },
  {
    number: 'S1002',
    nameZh: '孙丽',
    nameEn: 'Sun Li',
    org: 'A01A06',
    position: '职业发展中心主任 / Director of Career Services',
    specialty: '职业发展与雇主关系 / Career development and employer relations',
    degree: '2',
    degreeYear: 2008,
    duties: 'SER,ADM',
    mission: 100,
    participating: true,
    firstYear: 2023,
    basis: '硕士学位，GCDF 职业规划师认证 / Master’s degree, GCDF-certified career advisor',
  },
  {
    number: 'S1003',
    nameZh: '周明',
    nameEn: 'Zhou Ming',
    org: 'A01A06',
    position: '国际交流办公室主任 / Director of International Relations',
    specialty: '国际合作与交换项目 / International partnerships and exchange',
    degree: '3',
    degreeYear: 2010,
    duties: 'ECT,SER,ADM',
    mission: 100,
    participating: true,
    firstYear: 2023,
    basis: '博士学位及国际项目管理经验 / Doctorate and international programme management',
  },
  {
    number: 'S1004',
    nameZh: '马琳',
    nameEn: 'Ma Lin',
    org: 'A01A06',
    position: '高管教育项目经理 / Executive Education Programme Manager',
    specialty: '高管教育项目运营 / Executive education operations',
    degree: '2',
    degreeYear: 2015,
    duties: 'ECT,ADM',
    mission: 100,
    participating: true,
    firstYear: 2023,
    basis: 'MBA 学位及企业培训经验 / MBA and corporate training experience',
  },
  {
    number: 'S1005',
    nameZh: '何军',
    nameEn: 'He Jun',
    org: 'A01A06',
    position: '实验室与信息技术主管 / Head of Labs and IT',
    specialty: '教学实验室与信息系统 / Teaching labs and information systems',
    degree: '1',
    degreeYear: 2006,
    duties: 'SER',
    mission: 100,
    participating: false,
    firstYear: 2023,
    basis: '学士学位及信息系统运维经验 / Bachelor’s degree and information systems operations',
  },
  {
    number: 'S1006',
    nameZh: '郭婷',
    nameEn: 'Guo Ting',
    org: 'A01A01',
    position: '教学秘书 / Teaching Administrator',
    specialty: '教学运行与课程安排 / Teaching operations and timetabling',
    degree: '2',
    degreeYear: 2017,
    duties: 'ADM',
    mission: 100,
    participating: false,
    firstYear: 2023,
    basis: '硕士学位及教学管理经验 / Master’s degree and teaching administration',
  },
  {
    number: 'S1007',
    nameZh: '林晨',
    nameEn: 'Lin Chen',
    org: 'A01A02',
    position: '科研助理 / Research Assistant',
    specialty: '金融数据库与科研支持 / Financial databases and research support',
    degree: '2',
    degreeYear: 2021,
    duties: 'RES,SER',
    mission: 50,
    participating: false,
    firstYear: 2024,
    basis: '金融硕士，兼职 / Master’s in finance, part-time',
  },
  {
    number: 'S1008',
    nameZh: '高雅',
    nameEn: 'Gao Ya',
    org: 'A01A06',
    position: '学生事务主管 / Student Affairs Manager',
    specialty: '学生发展与辅导 / Student development and advising',
    degree: '2',
    degreeYear: 2013,
    duties: 'SER,ADM',
    mission: 100,
    participating: true,
    firstYear: 2023,
    basis: '硕士学位及学生事务管理经验 / Master’s degree and student affairs management',
  },
];

const YEARS = [2023, 2024, 2025] as const;

export async function seedDemoStaff(db: Executor): Promise<number> {
  const departs = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(eq(sysDepart.delFlag, false));
  const departOf = new Map(departs.map((d) => [d.orgCode, d.id]));
  const usernames = STAFF.flatMap((s) => (s.username ? [s.username] : []));
  const accounts = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, usernames));
  const accountOf = new Map(accounts.map((a) => [a.username, a.id]));
  const people = STAFF.map((s) => ({ ...s, id: newId() }));
  await db.insert(resourceTable(RESOURCE.professionalStaff)).values(
    people.map((s) => ({
      id: s.id,
      staffNumber: s.number,
      nameZh: s.nameZh,
      nameEn: s.nameEn,
      departmentId: departOf.get(s.org) ?? null,
      position: s.position,
      status: '1',
      userId: s.username ? (accountOf.get(s.username) ?? null) : null,
      createBy: 'unitadmin',
      sysOrgCode: s.org,
    })),
  );
  await db.insert(resourceTable(RESOURCE.professionalStaffAccreditation)).values(
    people.flatMap((s) =>
      YEARS.filter((y) => y >= s.firstYear).map((year) => ({
        professionalStaffId: s.id,
        year,
        participating: s.participating,
        // The list keeps each specialty as "中文 / English"; the record has a field for each.
        specialty: s.specialty.split(' / ')[0],
        specialtyEn: s.specialty.split(' / ')[1] ?? null,
        highestDegree: s.degree,
        degreeYear: s.degreeYear,
        responsibilities: s.duties,
        missionPercent: s.mission,
        employmentStatus: s.mission < 100 ? '2' : '1',
        basis: s.basis,
        createBy: 'unitadmin',
        sysOrgCode: s.org,
      })),
    ),
  );
  return people.length;
}
