import { eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { sysDepart, sysUser } from '../modules/system/schema.ts';

/**
 * The demo school's department tree. Organisation codes are hierarchical (A01, A01A01, ...), so
 * "starts with my code" selects a unit and its sub-units. Disciplines carry an FTE for the faculty
 * tables. Demo accounts are placed in it so data rules on organisation codes have something to do.
 */
const TREE = {
  orgCode: 'A01',
  departName: '商学院',
  departNameEn: 'Business School',
  children: [
    { orgCode: 'A01A01', departName: '会计系', departNameEn: 'Accounting', fte: 18 },
    { orgCode: 'A01A02', departName: '金融系', departNameEn: 'Finance', fte: 22 },
    { orgCode: 'A01A03', departName: '管理系', departNameEn: 'Management', fte: 25 },
    { orgCode: 'A01A04', departName: '市场营销系', departNameEn: 'Marketing', fte: 15 },
    { orgCode: 'A01A05', departName: '经济系', departNameEn: 'Economics', fte: 20 },
    { orgCode: 'A01A06', departName: '学院办公室', departNameEn: 'Dean’s Office', discipline: false },
  ],
};

const PLACEMENT: Record<string, string> = {
  admin: 'A01',
  unitadmin: 'A01',
  progadmin: 'A01A02',
  teacher: 'A01A03',
  secretary: 'A01A03',
  staff: 'A01A06',
  expert: 'A01',
  student: 'A01A03',
  multirole: 'A01A01',
};

export async function seedDepartments(db: Executor): Promise<void> {
  const [root] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(eq(sysDepart.orgCode, TREE.orgCode));
  if (root) return;
  const rootId = newId();
  const ids = new Map<string, string>([[TREE.orgCode, rootId]]);
  await db.insert(sysDepart).values({
    id: rootId,
    orgCode: TREE.orgCode,
    departName: TREE.departName,
    departNameEn: TREE.departNameEn,
    orgCategory: '1',
    createBy: 'system',
  });
  for (const [index, child] of TREE.children.entries()) {
    const id = newId();
    ids.set(child.orgCode, id);
    await db.insert(sysDepart).values({
      id,
      parentId: rootId,
      orgCode: child.orgCode,
      departName: child.departName,
      departNameEn: child.departNameEn,
      orgCategory: '2',
      departOrder: index + 1,
      isDiscipline: child.discipline ?? true,
      fte: child.fte ?? null,
      createBy: 'system',
    });
  }
  for (const [username, orgCode] of Object.entries(PLACEMENT)) {
    await db
      .update(sysUser)
      .set({ orgCode, departId: ids.get(orgCode) })
      .where(eq(sysUser.username, username));
  }
}
