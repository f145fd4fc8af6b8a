import { sql } from 'drizzle-orm';
import { startEnv } from './env.ts';
const env = await startEnv('pglite');
await env.database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex, country_id, province_id, enrol_score, enrol_day, class_id, status, college_id, major_id)
    select 'bench' || g, 'admin', 'S' || lpad(g::text, 7, '0'), 'Student ' || g, (1 + g % 2)::text, (1 + (g % 7 = 0)::int)::text,
           'P' || (g % 31), 300 + (g % 400), date '2015-09-01' + (g % 3000), 'C' || (g % 200), (1 + (g % 10 = 0)::int)::text,
           'D' || (g % 12), 'M' || (g % 40)
    from generate_series(1, 100000) as g`);
await env.database.db.execute(sql`analyze student`);
const q = async (label: string, s: any) => { const t0 = performance.now(); const r = await env.database.rows(s); console.log(label, (performance.now()-t0).toFixed(0), 'ms', JSON.stringify(r).slice(0, 300)); };
await q('count', sql`explain analyze select count(*) from student where name ilike '%12%' and sex = '2' and enrol_score >= 500 and enrol_score <= 650`);
await q('page', sql`explain analyze select * from student where name ilike '%12%' and sex = '2' and enrol_score >= 500 and enrol_score <= 650 order by enrol_score desc, id asc limit 20 offset 20`);
let t0 = performance.now();
const r = await fetch(`${env.baseUrl}/api/aacsb/student/list?name=*12*&sex=2&enrolScore_begin=500&enrolScore_end=650&column=enrolScore&order=desc&pageNo=2&pageSize=20`, { headers: { 'X-Access-Token': env.adminToken } });
console.log('http', r.status, (performance.now()-t0).toFixed(0));
t0 = performance.now();
await q('ids', sql`select id from student order by student_number asc, id asc`);
await q('batch', sql`select * from student where id in (select id from student limit 1000)`);
await env.close();
