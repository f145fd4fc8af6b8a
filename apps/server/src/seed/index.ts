import type { Database } from '../core/db.ts';
import { inTransaction } from '../core/db.ts';
import type { FileStorage } from '../core/storage.ts';
import { bootstrapAdmin, getMeta, seedRoles, setMeta } from './base.ts';
import { seedCountries } from './countries.ts';
import { seedDemo } from './demo.ts';
import { seedDemoAccreditation } from './demo-accreditation.ts';
import { seedDemoAol } from './demo-aol.ts';
import { seedDemoCurriculum } from './demo-curriculum.ts';
import { seedDemoFiles } from './demo-files.ts';
import { seedDemoQuestionnaires } from './demo-questionnaire.ts';
import { seedDemoSchool } from './demo-school.ts';
import { seedDemoStrategy } from './demo-strategy.ts';
import { seedDemoTeaching } from './demo-teaching.ts';
import { seedDepartments } from './departments.ts';
import { seedDicts } from './dicts.ts';
import { seedMenu } from './menu.ts';
import { seedReportDescriptions } from './report-descriptions.ts';
import { seedSchool } from './school.ts';

export interface SeedReport {
  demoSeeded: boolean;
  admin: { username: string; password: string | null } | null;
}

/**
 * First-start seeding, in one transaction: roles always; the demo school once (never again, even
 * if its records are later removed), unless `demo` is false, in which case an administrator is
 * created when the database has no user at all. The demo school's shared files are stored through
 * `storage` (the server's); without one (tests that do not need files) they are left out, with the
 * evidence tags that come with them.
 */
export async function seed(
  database: Database,
  options: { demo: boolean; adminPassword?: string; storage?: FileStorage },
): Promise<SeedReport> {
  return inTransaction(database.db, async (tx) => {
    await seedRoles(tx);
    await seedMenu(tx);
    await seedDicts(tx);
    await seedCountries(tx);
    await seedReportDescriptions(tx);
    if (options.demo && !(await getMeta(tx, 'demo_seeded'))) {
      await seedDemo(tx);
      await seedDepartments(tx);
      await seedSchool(tx, { demo: true });
      await seedDemoSchool(tx);
      await seedDemoTeaching(tx);
      await seedDemoCurriculum(tx);
      await seedDemoAol(tx);
      await seedDemoQuestionnaires(tx);
      await seedDemoStrategy(tx);
      if (options.storage) await seedDemoFiles(tx, options.storage);
      await seedDemoAccreditation(tx);
      await setMeta(tx, 'demo_seeded', new Date().toISOString());
      return { demoSeeded: true, admin: null };
    }
    await seedSchool(tx, { demo: false });
    const admin = await bootstrapAdmin(tx, options.adminPassword);
    return { demoSeeded: false, admin };
  });
}
