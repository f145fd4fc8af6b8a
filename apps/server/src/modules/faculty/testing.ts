import { RESOURCE } from '@accredit/shared';
import { resourceTable } from '../../crud/table.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

/** Test helpers of the faculty records: a teacher with an account, and outputs in the API's shape. */
export interface TestTeacher {
  token: string;
  username: string;
  teacherId: string;
}

let serial = 0;

/** A user in the teacher role of Management (A01A03), linked to a new teacher record. */
export async function buildTeacher(t: TestContext, orgCode = 'A01A03'): Promise<TestTeacher> {
  const user = await buildUser(t.database.db, { roles: ['4'], orgCode });
  serial += 1;
  const [row] = await t.database.db
    .insert(resourceTable(RESOURCE.teacher))
    .values({
      staffId: `TT${serial}${user.id.slice(0, 6)}`,
      name: `测试教师${serial}`,
      sex: '1',
      userId: user.id,
    })
    .returning();
  return { token: await t.tokenFor(user.username, '4'), username: user.username, teacherId: String(row.id) };
}

/** A journal article body that satisfies type 1's required fields. */
export function journalArticle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    outputType: '1',
    titleZh: '数字化转型与企业绩效',
    titleEn: 'Digital transformation and firm performance',
    venueName: 'Academy of Management Journal',
    publishDate: '2025-03-01',
    category: '2',
    peerReviewed: true,
    ...overrides,
  };
}

type Fields = { fields: Record<string, string> };

/** The per-field messages of a refused write. */
export function fieldsOf(body: { result: unknown }): Record<string, string> {
  return (body.result as Fields | null)?.fields ?? {};
}
