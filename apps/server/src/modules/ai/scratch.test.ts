import { PAPER_ACTIVITIES, PAPER_ASSIGNMENTS, PAPER_DISCIPLINES, PAPER_OUTPUTS, PAPER_TEACHERS } from '@accredit/shared/aacsb/paper-school.ts';
import { it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { clearFaculty, insertSchool, setCounting } from '../qualification/testing.ts';
import { setAi } from './testing.ts';
const t = useTestApp();
it('prints', async () => {
  const db = t.database.db;
  await clearFaculty(db);
  await insertSchool(db, { year: 2025, disciplines: PAPER_DISCIPLINES, teachers: PAPER_TEACHERS, outputs: PAPER_OUTPUTS, activities: PAPER_ACTIVITIES, assignments: PAPER_ASSIGNMENTS });
  await setCounting(db, { baseTime: '2025-12-31', retroactiveYears: 5 });
  await setAi(db, { on: true });
  const admin = await t.tokenFor('admin');
  for (const [q, lang] of [['Which teachers will lose SA status next year?', 'en-US'], ['哪些教師明年將失去 SA 資格？', 'zh-TW'], ['What is the default rule for SA status?', 'en-US'], ['What is the difference between mission and vision?', 'en-US'], ['金融学科 2024 年发表了多少篇同行评审期刊论文？', 'zh-CN'], ['Qual é a nossa proporção SA este ano?', 'pt-BR'], ['What can you do?', 'en-US'], ['Tell me a joke', 'en-US']]) {
    const res = await t.api.post('/ai/aiChat', { question: q }, { token: admin, lang });
    console.log(`\n=== ${q}\n${res.raw}`);
  }
});
