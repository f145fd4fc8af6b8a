import { RESOURCE } from '@accredit/shared';
import { it } from 'vitest';
import { actorWith, allCodes, sampleRecord } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
it('debug', async () => {
  const a = await actorWith(t, allCodes(RESOURCE.teacherAccreditation));
  const body = await sampleRecord(t.api, a.token, RESOURCE.teacher, 1000);
  const res = await t.api.post('/aacsb/teacher/add', body, { token: a.token });
  console.log(JSON.stringify(body), res.status, JSON.stringify(res.body));
});
