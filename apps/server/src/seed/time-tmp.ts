import { openDatabase } from '../core/db.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from './index.ts';
import { seedDemoSchool } from './demo-school.ts';

const database = await openDatabase({ dataDir: '/tmp/faculty/pgd' });
await runMigrations(database);
let t = performance.now();
await seed(database, { demo: true });
console.log('whole demo seed ms', Math.round(performance.now() - t));
const rows = await database.rows<{ n: number; t: string }>(
  (await import('drizzle-orm')).sql`select output_type as t, count(*)::int as n from research_output group by 1 order by 1::int`,
);
console.log(rows.map((r) => `${r.t}:${r.n}`).join(' '));
const c = await database.rows((await import('drizzle-orm')).sql`select (select count(*) from teacher) t, (select count(*) from research_output) o, (select count(*) from research_output_author) a, (select count(*) from research_output_author where external_name is not null) ext, (select count(*) from teaching_contribution) tc, (select count(*) from professional_engagement) pe, (select count(*) from teacher_accreditation) acc, (select count(*) from research_output where review_status=0) unrev, (select count(*) from research_output where review_status=2) rej`);
console.log(c);
void seedDemoSchool; void t;
await database.close();
