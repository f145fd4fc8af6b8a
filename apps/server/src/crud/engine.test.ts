import { RESOURCE, ROLE } from '@accredit/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { type ReviewNotice, setReviewNotifier } from '../workflow/notifier.ts';
import {
  actorWith,
  allCodes,
  grantToRole,
  multipartFile,
  readWorkbook,
  roleIdOf,
  sampleRecord,
  workbookFile,
} from './testing.ts';

/** Engine behaviour beyond the shared suite: review flow, custom fields, rules of single fields. */
const t = useTestApp();
type Fields = { fields: Record<string, string> };

describe('review workflow over HTTP', () => {
  const notices: ReviewNotice[] = [];
  // Files share their worker's modules (vitest.config.ts): the real sender is put back afterwards.
  const real = setReviewNotifier(async (_tx, notice) => {
    notices.push(notice);
  });
  afterAll(() => setReviewNotifier(real));
  const def = RESOURCE.projectStandard;
  const base = '/aacsb/projectStandard';
  const body = (n: number) => ({ nameZh: `项目${n}`, nameEn: `Project ${n}`, level: '3' });

  it('walks reject, re-submission, approval and cancel, keeping every step in the history', async () => {
    const submitter = await actorWith(
      t,
      allCodes(def).filter((c) => !c.endsWith(':review')),
    );
    const reviewer = await actorWith(t, allCodes(def));
    const { body: added } = await t.api.post<{ id: string }>(`${base}/add`, body(1), {
      token: submitter.token,
    });
    const id = added.result.id;
    const act = (who: typeof reviewer, action: string, reason?: string, lang?: string) =>
      t.api.post(`${base}/processBatch`, { ids: id, action, reason }, { token: who.token, lang });

    expect((await act(submitter, 'approve')).status).toBe(403);
    const noReason = await act(reviewer, 'reject', '  ', 'zh-CN');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('审核信息不能为空');
    expect((await act(reviewer, 'reject', 'Level is wrong')).status).toBe(200);
    expect(notices.at(-1)?.usernames).toEqual([submitter.username]);
    const one = await t.api.get<{
      reviewStatus: number;
      reviewStatus_dictText: string;
      reviewReason: string;
    }>(`${base}/queryById`, { token: submitter.token, query: { id } });
    expect(one.body.result).toMatchObject({
      reviewStatus: 2,
      reviewStatus_dictText: 'Rejected',
      reviewReason: 'Level is wrong',
    });

    expect((await t.api.put(`${base}/edit`, { id, level: '2' }, { token: submitter.token })).status).toBe(
      200,
    );
    const resubmitBlank = await act(submitter, 'resubmit', '');
    expect(resubmitBlank.body.message).toContain('Please enter the reason for the re-submission');
    expect((await act(submitter, 'resubmit', 'Corrected the level')).status).toBe(200);
    expect((await act(reviewer, 'approve')).status).toBe(200);
    expect(
      (await t.api.put(`${base}/edit`, { id, level: '1' }, { token: submitter.token })).body.message,
    ).toBe('The submission has been approved and cannot be modified');
    expect((await act(reviewer, 'cancel', '')).status).toBe(400);
    expect((await act(reviewer, 'cancel', 'Approved by mistake')).status).toBe(200);

    const history = await t.api.get<
      { action: string; fromStatus: number; toStatus: number; reason: string | null; operator: string }[]
    >(`${base}/approvalHistory`, { token: submitter.token, query: { id } });
    expect(
      history.body.result.map((h) => [h.action, h.fromStatus, h.toStatus, h.reason, h.operator]),
    ).toEqual([
      ['reject', 0, 2, 'Level is wrong', reviewer.username],
      ['resubmit', 2, 0, 'Corrected the level', submitter.username],
      ['approve', 0, 1, null, reviewer.username],
      ['cancel', 1, 0, 'Approved by mistake', reviewer.username],
    ]);
  });

  it('applies a batch approval to all records or to none', async () => {
    const reviewer = await actorWith(t, allCodes(def));
    const ids: string[] = [];
    for (const n of [11, 12, 13])
      ids.push(
        (await t.api.post<{ id: string }>(`${base}/add`, body(n), { token: reviewer.token })).body.result.id,
      );
    await t.api.post(`${base}/processBatch`, { ids: ids[0], action: 'approve' }, { token: reviewer.token });
    const mixed = await t.api.post(
      `${base}/processBatch`,
      { ids: ids.join(','), action: 'approve' },
      { token: reviewer.token },
    );
    expect(mixed.status).toBe(400);
    const statuses = await t.api.get<{ records: { id: string; reviewStatus: number }[] }>(`${base}/list`, {
      token: reviewer.token,
      query: { pageSize: -1, reviewStatus: 0 },
    });
    expect(statuses.body.result.records.map((r) => r.id)).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    const rest = await t.api.post<{ count: number }>(
      `${base}/processBatch`,
      { ids: [ids[1], ids[2]], action: 'approve' },
      { token: reviewer.token },
    );
    expect(rest.body.result.count).toBe(2);
  });
});

describe('module field customisation', () => {
  it('adds a field to teachers that the form, list, filter, import and export all carry', async () => {
    const admin = await actorWith(t, [
      ...allCodes(RESOURCE.moduleFieldCustomization),
      ...allCodes(RESOURCE.teacher),
    ]);
    const field = await t.api.post<{ id: string }>(
      '/aacsb/moduleFieldCustomization/add',
      {
        module: 'teacher',
        labelZh: '研究方向',
        labelEn: 'Research area',
        fieldType: 'text',
        required: true,
        sortOrder: 1,
      },
      { token: admin.token },
    );
    expect(field.status).toBe(200);
    const fid = field.body.result.id;
    const refused = await t.api.post<Fields>(
      '/aacsb/teacher/add',
      { staffId: 'T900', name: 'Li Na', sex: '2' },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.fields[`customFields.${fid}`]).toBe("Can't be blank!");
    expect(refused.body.message).toContain('Research area');
    const added = await t.api.post(
      '/aacsb/teacher/add',
      { staffId: 'T900', name: 'Li Na', sex: '2', customFields: { [fid]: 'Marketing' } },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const listed = await t.api.get<{ records: { staffId: string; customFields: Record<string, string> }[] }>(
      '/aacsb/teacher/list',
      {
        token: admin.token,
        query: { [`cf_${fid}`]: '*market*' },
      },
    );
    expect(listed.body.result.records.map((r) => [r.staffId, r.customFields[fid]])).toEqual([
      ['T900', 'Marketing'],
    ]);

    const file = await workbookFile([
      ['工号', '姓名', '性别', '研究方向'],
      ['T901', 'Wu Lei', '男', 'Finance'],
    ]);
    const { payload, headers } = multipartFile(file);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacher/importExcel',
      payload,
      headers: { ...headers, 'x-access-token': admin.token },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/teacher/exportXls',
      query: { staffId: '*T90*' },
      headers: { 'x-access-token': admin.token, 'x-lang': 'zh-CN' },
    });
    const rows = await readWorkbook(exported.rawPayload);
    const col = rows[0].indexOf('研究方向');
    const sexCol = rows[0].indexOf('性别');
    expect(col).toBeGreaterThan(-1);
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[sexCol], r[col]])
        .sort(),
    ).toEqual([
      ['T900', '女', 'Marketing'],
      ['T901', '男', 'Finance'],
    ]);
    expect(
      (
        await t.api.delete('/aacsb/moduleFieldCustomization/delete', {
          token: admin.token,
          query: { id: fid },
        })
      ).status,
    ).toBe(200);
    const after = await t.api.get<{ records: { customFields: Record<string, string> }[] }>(
      '/aacsb/teacher/list',
      { token: admin.token, query: { staffId: 'T900' } },
    );
    // The removed field is gone (teachers' English names are a real field, nameEn, not a custom one).
    expect(after.body.result.records[0].customFields).not.toHaveProperty(fid);
  });

  it('refuses a custom field on a module that takes none', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.moduleFieldCustomization));
    const res = await t.api.post<Fields>(
      '/aacsb/moduleFieldCustomization/add',
      { module: 'sys_user', labelZh: 'x', labelEn: 'x', fieldType: 'text' },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.result.fields)).toEqual(['module']);
  });
});

describe('rules of single resources', () => {
  it('adds https:// to a link without a scheme and refuses other schemes', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.externalLinks));
    const ok = await t.api.post<{ id: string }>(
      '/aacsb/externalLinks/add',
      { linkName: 'AACSB', linkUrl: 'www.aacsb.edu' },
      { token: admin.token },
    );
    const one = await t.api.get<{ linkUrl: string }>('/aacsb/externalLinks/queryById', {
      token: admin.token,
      query: { id: ok.body.result.id },
    });
    expect(one.body.result.linkUrl).toBe('https://www.aacsb.edu');
    const bad = await t.api.post<Fields>(
      '/aacsb/externalLinks/add',
      { linkName: 'x', linkUrl: 'javascript:alert(1)' },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result.fields.linkUrl).toBeDefined();
  });

  it('keeps personal notes to their writer even without a data rule', async () => {
    const role = await actorWith(t, allCodes(RESOURCE.systemUserNotes));
    const other = await actorWith(t, [], role);
    const note = await t.api.post<{ id: string }>(
      '/aacsb/systemUserNotes/add',
      { title: 'Mine' },
      { token: role.token },
    );
    const theirs = await t.api.get<{ total: number }>('/aacsb/systemUserNotes/list', { token: other.token });
    expect(theirs.body.result.total).toBe(0);
    expect(
      (
        await t.api.get('/aacsb/systemUserNotes/queryById', {
          token: other.token,
          query: { id: note.body.result.id },
        })
      ).status,
    ).toBe(404);
  });

  it('answers the duplicate check only for unique fields', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.schoolYear));
    const year = await t.api.post<{ id: string }>(
      '/aacsb/schoolYear/add',
      { name: '2031-2032', startTime: '2031-09-01', endTime: '2032-07-01' },
      { token: admin.token },
    );
    const check = (query: Record<string, string>) =>
      t.api.get<{ duplicate: boolean }>('/sys/duplicate/check', { token: admin.token, query });
    expect(
      (await check({ resource: 'schoolYear', field: 'name', value: '2031-2032' })).body.result.duplicate,
    ).toBe(true);
    expect(
      (
        await check({
          resource: 'schoolYear',
          field: 'name',
          value: '2031-2032',
          dataId: year.body.result.id,
        })
      ).body.result.duplicate,
    ).toBe(false);
    expect((await check({ resource: 'schoolYear', field: 'startTime', value: 'x' })).status).toBe(400);
    expect((await check({ resource: 'sys_user', field: 'username', value: 'admin' })).status).toBe(403);
    // Only a role that may add or edit such records may ask; a role-less account may not ask at all.
    const teacher = await t.tokenFor('teacher');
    const asTeacher = await t.api.get('/sys/duplicate/check', {
      token: teacher,
      query: { resource: 'schoolYear', field: 'name', value: '2031-2032' },
    });
    expect(asTeacher.status).toBe(403);
    const again = await t.api.post<Fields>(
      '/aacsb/schoolYear/add',
      { name: '2031-2032', startTime: '2031-09-01', endTime: '2032-07-01' },
      { token: admin.token },
    );
    expect(again.body.result.fields.name).toBe('This value already exists');
  });

  it('refuses an end before the start and an unknown sort column', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.semester));
    const res = await t.api.post<Fields>(
      '/aacsb/semester/add',
      { name: 'S', startTime: '2030-09-01', endTime: '2030-08-01' },
      { token: admin.token },
    );
    expect(res.body.result.fields.endTime).toBe("The end can't be earlier than the start");
    const sort = await t.api.get('/aacsb/semester/list', {
      token: admin.token,
      query: { column: 'password_hash' },
    });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toContain('password_hash');
  });

  it('makes a teacher fill the fields the school requires of teachers', async () => {
    const admin = await actorWith(t, [
      ...allCodes(RESOURCE.teacherFieldRequirement),
      ...allCodes(RESOURCE.teacher),
    ]);
    await t.api.post(
      '/aacsb/teacherFieldRequirement/add',
      { fieldKey: 'subject', required: true },
      { token: admin.token },
    );
    await grantToRole(t.database.db, await roleIdOf(t.database.db, ROLE.teacher), ['teacher:add']);
    const teacher = await t.tokenFor('teacher', ROLE.teacher);
    const record = { staffId: 'T950', name: 'Gao', sex: '1' };
    const refused = await t.api.post<Fields>('/aacsb/teacher/add', record, { token: teacher });
    expect(refused.status).toBe(400);
    expect(refused.body.result.fields.subject).toBe("Can't be blank!");
    const filled = await t.api.post(
      '/aacsb/teacher/add',
      { ...record, subject: 'Accounting' },
      { token: teacher },
    );
    expect(filled.status, filled.body.message).toBe(200);
    // Administrators keep entering records without it.
    expect(
      (await t.api.post('/aacsb/teacher/add', { ...record, staffId: 'T951' }, { token: admin.token })).status,
    ).toBe(200);
  });

  it('drops a value sent for a read-only field, on add and edit, and says "at most" with the bound', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.classes));
    const body = await sampleRecord(t.api, admin.token, RESOURCE.classes, 9100);
    const added = await t.api.post<{ id: string }>(
      '/aacsb/classes/add',
      { ...body, memberCount: 5 },
      { token: admin.token },
    );
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.id;
    await t.api.put('/aacsb/classes/edit', { id, memberCount: 9 }, { token: admin.token });
    const one = await t.api.get<{ memberCount: number }>('/aacsb/classes/queryById', {
      token: admin.token,
      query: { id },
    });
    expect(one.body.result.memberCount).toBe(0);
    const plan = await actorWith(t, allCodes(RESOURCE.teachingProgram));
    const term = await t.api.post<Fields>(
      '/aacsb/teachingProgram/add',
      { ...(await sampleRecord(t.api, plan.token, RESOURCE.teachingProgram, 9101)), term: 4 },
      { token: plan.token },
    );
    expect(term.body.result.fields.term).toBe('Must be at most 3');
  });

  it('gives an import template with headers in the caller language and dictionary drop-downs', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/teacher/importTemplate',
      headers: { 'x-access-token': admin.token, 'x-lang': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe('*工号');
    const sexCol = headers.indexOf('*性别') + 1;
    expect(sexCol).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(sexCol).dataValidation).toMatchObject({ type: 'list' });
  });
});
