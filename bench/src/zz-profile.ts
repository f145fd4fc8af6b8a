import { sql } from 'drizzle-orm';
import { startEnv } from './env.ts';
import { generate } from './tables-bench.ts';

const env = await startEnv('pglite');
await generate(env);
const db = env.database.db;
const t = async (label: string, f: () => Promise<unknown>) => {
  const t0 = performance.now();
  const r = await f();
  console.log(label, (performance.now() - t0).toFixed(0), 'ms', Array.isArray(r) ? r.length : '');
};
await t('agg no title', async () => (await db.execute(sql`select o.id, o.output_type as t, o.category as c, o.peer_reviewed as p, o.publish_date::text as d, o.venue_level as v, string_agg(a.teacher_id || (case when a.is_lead then '+' else '-' end), ',') as a from research_output o left join research_output_author a on a.output_id = o.id and a.teacher_id is not null where o.review_status = 1 and o.publish_date >= '2021-01-01' group by o.id`)).rows);
await t('agg json', async () => (await db.execute(sql`select json_agg(json_build_array(o.id, o.output_type, o.category, o.peer_reviewed, o.publish_date, o.venue_level, (select string_agg(a.teacher_id || (case when a.is_lead then '+' else '-' end), ',') from research_output_author a where a.output_id = o.id and a.teacher_id is not null)))::text as j from research_output o where o.review_status = 1 and o.publish_date >= '2021-01-01'`)).rows);
await env.close();
