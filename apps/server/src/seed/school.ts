import { APP_VERSION } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { schoolInfo } from '../modules/school/schema.ts';

/**
 * The demo school's licence: customer DEMO-0001, product AACSB, due 2036-12-31, signed with the
 * demo key pair whose public half is LICENCE_PUBLIC_KEY's default. The private half was used once
 * to sign this and is not in the repository.
 */
export const DEMO_LICENCE_KEY =
  'eyJjdXN0b21lck51bWJlciI6IkRFTU8tMDAwMSIsInByb2R1Y3RUeXBlIjoiQUFDU0IiLCJkdWVEYXRlIjoiMjAzNi0xMi0zMSJ9.5XJrfVHqiFJrA9GTxsAWnv428S722bUWcNEVUmeWpeiSdXTmJ3nOPXfRUc5sApx1Ddex6X7te072rnzlcwrQBA';

/** The one school-settings row. Without the demo there is no licence key: the licence shows as invalid. */
export async function seedSchool(db: Executor, options: { demo: boolean }): Promise<void> {
  const [row] = await db.select({ id: schoolInfo.id }).from(schoolInfo).limit(1);
  if (row) return;
  await db.insert(schoolInfo).values({
    systemName: options.demo ? '商学院认证与教学质量管理系统' : '认证与教学质量管理系统',
    systemNameEn: options.demo
      ? 'Business School Accreditation and Teaching Quality'
      : 'Accreditation and Teaching Quality',
    defaultLanguage: 'en-US',
    aiConsultant: options.demo ? '1' : '0',
    licenceKey: options.demo ? DEMO_LICENCE_KEY : null,
    copyright: options.demo ? '© Demo Business School' : null,
    version: APP_VERSION,
    createBy: 'system',
  });
}
