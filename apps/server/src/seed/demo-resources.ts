import { RESOURCE } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { resourceTable } from '../crud/table.ts';
import { insertAll } from './base.ts';

/**
 * The demo school's physical, virtual and financial resources (issue 19 items 5 and 9): its spaces,
 * platforms and databases (one licence expiring within the next two months of the first start),
 * and three budget years (2023-2025) with every income and expenditure category, in 10,000 CNY,
 * growing from year to year. Returns the number of budget lines.
 */
type Row = Record<string, unknown>;

const SPACES: Row[] = [
  {
    nameZh: '多媒体教室',
    nameEn: 'Multimedia classrooms',
    category: '1',
    location: 'Teaching Building A',
    quantity: 24,
    capacity: 1680,
    area: 2400,
  },
  {
    nameZh: '案例讨论室',
    nameEn: 'Case-study rooms',
    category: '2',
    location: 'Business School Building, floor 3',
    quantity: 8,
    capacity: 480,
    area: 720,
  },
  {
    nameZh: '金融实验室',
    nameEn: 'Finance lab (trading room)',
    category: '3',
    location: 'Business School Building, floor 2',
    quantity: 2,
    capacity: 120,
    area: 260,
    equipment: 'Bloomberg and Wind terminals, 120 workstations',
  },
  {
    nameZh: '行为与决策实验室',
    nameEn: 'Behavioural and decision lab',
    category: '4',
    location: 'Business School Building, floor 5',
    quantity: 1,
    capacity: 40,
    area: 150,
    equipment: 'Eye trackers, z-Tree cubicles',
  },
  {
    nameZh: '商学院图书馆',
    nameEn: 'Business library',
    category: '5',
    location: 'Library, floor 4',
    quantity: 1,
    capacity: 300,
    area: 1800,
  },
  {
    nameZh: '学生创业空间',
    nameEn: 'Student start-up space',
    category: '8',
    location: 'Innovation Centre',
    quantity: 1,
    capacity: 80,
    area: 600,
  },
];

function virtualResources(today: Date): Row[] {
  const soon = new Date(today.getTime() + 45 * 86_400_000).toISOString().slice(0, 10);
  const year = today.getUTCFullYear();
  return [
    {
      nameZh: '网络教学平台',
      nameEn: 'Learning management platform',
      category: '1',
      provider: 'Moodle (hosted)',
      licences: 6000,
      users: 5200,
      annualCost: 35,
      expiryDate: `${year + 1}-08-31`,
    },
    {
      nameZh: '中国知网',
      nameEn: 'CNKI',
      category: '2',
      provider: 'CNKI',
      url: 'https://www.cnki.net',
      licences: 1,
      users: 3100,
      annualCost: 48,
      expiryDate: `${year + 1}-12-31`,
    },
    {
      nameZh: 'Wind 金融终端',
      nameEn: 'Wind financial terminal',
      category: '2',
      provider: 'Wind Information',
      licences: 60,
      users: 420,
      annualCost: 90,
      expiryDate: soon,
    },
    {
      nameZh: 'Web of Science',
      nameEn: 'Web of Science',
      category: '2',
      provider: 'Clarivate',
      url: 'https://www.webofscience.com',
      licences: 1,
      users: 1500,
      annualCost: 65,
      expiryDate: `${year + 1}-06-30`,
    },
    {
      nameZh: '统计分析软件',
      nameEn: 'Statistical software (Stata, SPSS)',
      category: '3',
      provider: 'StataCorp, IBM',
      licences: 300,
      users: 640,
      annualCost: 22,
      expiryDate: `${year + 1}-03-31`,
    },
    {
      nameZh: '在线协作工具',
      nameEn: 'Online collaboration suite',
      category: '5',
      provider: 'Tencent Meeting',
      licences: 400,
      users: 380,
      annualCost: 8,
      expiryDate: `${year + 1}-09-30`,
    },
  ].map((r) => ({ ...r, year }));
}

/** 2023 amounts by category, in 10,000 CNY; each later year grows by its category's rate. */
const BUDGET: [string, string, number, number][] = [
  ['1', '11', 9800, 0.06],
  ['1', '12', 4200, 0.03],
  ['1', '13', 2600, 0.1],
  ['1', '14', 1800, 0.12],
  ['1', '15', 450, 0.08],
  ['1', '16', 300, 0.02],
  ['2', '21', 8200, 0.05],
  ['2', '22', 2100, 0.04],
  ['2', '23', 2300, 0.09],
  ['2', '24', 1500, 0.03],
  ['2', '25', 900, 0.07],
  ['2', '26', 1200, 0.06],
  ['2', '27', 600, 0.05],
  ['2', '28', 350, 0.02],
];

export async function seedDemoResources(db: Executor, today = new Date()): Promise<number> {
  const year = today.getUTCFullYear();
  await insertAll(
    db,
    resourceTable(RESOURCE.physicalResource),
    SPACES.map((s) => ({ ...s, year, createBy: 'staff' })),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.virtualResource),
    virtualResources(today).map((v) => ({ ...v, createBy: 'staff' })),
  );
  const lines: Row[] = [];
  for (let i = 0; i < 3; i++)
    for (const [kind, category, base, growth] of BUDGET)
      lines.push({
        year: 2023 + i,
        kind,
        category,
        amount: Math.round(base * (1 + growth) ** i),
        createBy: 'staff',
      });
  await insertAll(db, resourceTable(RESOURCE.financialResource), lines);
  return lines.length;
}
