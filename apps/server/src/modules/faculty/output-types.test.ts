import { describe, expect, it } from 'vitest';
import { uploadThroughApi } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { fieldsOf } from './testing.ts';

/**
 * Each research-output type requires its own fields (spec 001 sections 5 and 9), with a message
 * that names what is missing, in the caller's language; journal positions and research reports
 * need a PDF supporting file.
 */
const t = useTestApp();

const TITLE = 'Please enter a Chinese or English title';
const EXPECTED: Record<string, Record<string, string>> = {
  '1': {
    venueName: 'Please enter the journal',
    publishDate: 'Please select the publish month',
    category: 'Please select the scholarship category',
  },
  '2': {
    venueName: 'Please enter the journal',
    position: 'Please enter the position',
    publishDate: 'Please select the start date',
    'attachments.support': 'Supporting material is required and must be a PDF',
  },
  '3': {
    venueName: 'Please enter the conference',
    publishDate: 'Please select the meeting time',
    category: 'Please select the scholarship category',
  },
  '4': { venueName: 'Please enter the conference', publishDate: 'Please select the meeting time' },
  '5': {
    venueName: 'Please enter the funding body',
    level: 'Please select the level',
    publishDate: 'Please select the start date',
  },
  '6': { venueName: 'Please enter the organisation', publishDate: 'Please select the start date' },
  '7': {
    venueName: 'Please enter who commissioned the report',
    publishDate: 'Please select the release date',
    'attachments.support': 'Supporting material is required and must be a PDF',
  },
  '8': {
    venueName: 'Please enter the case centre or publisher',
    publishDate: 'Please select the publication date',
  },
  '9': { venueName: 'Please enter the issuing body', publishDate: 'Please select the release date' },
  '10': { patentNumber: 'Please enter the patent number', publishDate: 'Please select the grant date' },
  '11': {
    isbn: 'Please enter the ISBN',
    venueName: 'Please enter the publisher',
    publishDate: 'Please select the publication date',
  },
  '12': {
    venueName: 'Please enter the awarding body',
    level: 'Please select the level',
    publishDate: 'Please select the award month',
  },
  '13': {
    isbn: 'Please enter the ISBN',
    venueName: 'Please enter the publisher',
    publishDate: 'Please select the publication date',
  },
};

/** A value that satisfies each required field. */
const FILL: Record<string, unknown> = {
  venueName: 'Some venue',
  publishDate: '2025-05-01',
  category: '1',
  position: 'Associate Editor',
  level: '3',
  patentNumber: 'ZL2025100000001.X',
  isbn: '978-7-03-000000-1',
};
/** A supporting PDF the administrator uploaded (a record may attach only its caller's own, unattached uploads). */
async function supportPdf(token: string) {
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const up = await uploadThroughApi(t.app, token, bytes, 'evidence.pdf', 'pdf');
  return [{ kind: 'support', fileName: 'evidence.pdf', url: up.url! }];
}

describe.each(Object.entries(EXPECTED))('research output type %s', (type, expected) => {
  it('names every missing required field, then accepts the record once they are filled', async () => {
    const token = await t.tokenFor('admin');
    const bare = await t.api.post('/aacsb/researchOutput/add', { outputType: type }, { token });
    expect(bare.status).toBe(400);
    expect(fieldsOf(bare.body)).toEqual({ titleZh: TITLE, titleEn: TITLE, ...expected });

    const filled: Record<string, unknown> = { outputType: type, titleEn: `Output of type ${type}` };
    for (const key of Object.keys(expected)) if (key in FILL) filled[key] = FILL[key];
    if (expected['attachments.support']) filled.attachments = await supportPdf(token);
    const ok = await t.api.post<{ id: string }>('/aacsb/researchOutput/add', filled, { token });
    expect(ok.status, ok.body.message).toBe(200);
  });
});

describe('supporting files of journal positions and research reports', () => {
  it('refuses a Word file and answers in Chinese', async () => {
    const token = await t.tokenFor('admin');
    const res = await t.api.post(
      '/aacsb/researchOutput/add',
      {
        outputType: '7',
        titleZh: '关于绿色债券的政策建议报告',
        venueName: '省商务厅',
        publishDate: '2025-05-01',
        attachments: [{ kind: 'support', fileName: 'report.docx', url: '/x/report.docx' }],
      },
      { token, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({ 'attachments.support': '必须上传支撑材料，且只能是 PDF' });
  });

  it('keeps the stored PDF when an edit sends no attachments, and asks for one on a type change', async () => {
    const token = await t.tokenFor('admin');
    const added = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '7',
        titleEn: 'Policy report',
        venueName: 'Commerce bureau',
        publishDate: '2025-05-01',
        attachments: await supportPdf(token),
      },
      { token },
    );
    const id = added.body.result.id;
    expect(
      (await t.api.put('/aacsb/researchOutput/edit', { id, titleEn: 'Policy report, revised' }, { token }))
        .status,
    ).toBe(200);
    const article = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      { outputType: '4', titleEn: 'Talk', venueName: 'AOM', publishDate: '2025-08-01' },
      { token },
    );
    const changed = await t.api.put(
      '/aacsb/researchOutput/edit',
      { id: article.body.result.id, outputType: '2', position: 'Guest Editor' },
      { token },
    );
    expect(changed.status).toBe(400);
    expect(fieldsOf(changed.body)['attachments.support']).toBe(
      'Supporting material is required and must be a PDF',
    );
  });
});

describe('removing supporting files on edit', () => {
  it('an empty list removes the last file where none is needed, and is refused where a PDF is', async () => {
    const token = await t.tokenFor('admin');
    const filesOf = async (id: string) =>
      (
        await t.api.get<{ attachments: unknown[] }>('/aacsb/researchOutput/queryById', {
          token,
          query: { id },
        })
      ).body.result.attachments;
    const talk = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '4',
        titleEn: 'Talk with slides',
        venueName: 'AOM',
        publishDate: '2025-08-01',
        attachments: await supportPdf(token),
      },
      { token },
    );
    expect(talk.status, talk.body.message).toBe(200);
    const talkId = talk.body.result.id;
    expect(await filesOf(talkId)).toHaveLength(1);
    const removed = await t.api.put('/aacsb/researchOutput/edit', { id: talkId, attachments: [] }, { token });
    expect(removed.status, removed.body.message).toBe(200);
    expect(await filesOf(talkId)).toEqual([]);

    const report = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '7',
        titleEn: 'Policy report with its PDF',
        venueName: 'Commerce bureau',
        publishDate: '2025-05-01',
        attachments: await supportPdf(token),
      },
      { token },
    );
    const reportId = report.body.result.id;
    const refused = await t.api.put(
      '/aacsb/researchOutput/edit',
      { id: reportId, attachments: [] },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)['attachments.support']).toBe(
      'Supporting material is required and must be a PDF',
    );
    expect(await filesOf(reportId)).toHaveLength(1);
  });
});

describe('teaching and engagement messages', () => {
  it('says which of level, start and end time is missing, in English and Chinese', async () => {
    const token = await t.tokenFor('admin');
    const teacherId = (
      await t.api.get<{ records: { id: string }[] }>('/aacsb/teacher/list', { token, query: { pageSize: 1 } })
    ).body.result.records[0].id;
    const body = { type: '1', teacherId, title: 'Case-method reform' };
    const en = await t.api.post('/aacsb/teachingContribution/add', body, { token });
    expect(fieldsOf(en.body)).toMatchObject({
      level: 'Please Select Teaching Level',
      startTime: 'Please select start time',
      endTime: 'Please select end time',
    });
    const zh = await t.api.post('/aacsb/teachingContribution/add', body, { token, lang: 'zh-CN' });
    expect(fieldsOf(zh.body)).toMatchObject({ level: '请选择教学级别', startTime: '请选择开始时间' });
    const engagement = await t.api.post(
      '/aacsb/professionalEngagement/add',
      { type: '2', teacherId, title: 'Consulting' },
      { token },
    );
    expect(fieldsOf(engagement.body)).toEqual({ startTime: 'Please select start time' });
  });
});

it('stores an untouched yes/no field as no', async () => {
  const token = await t.tokenFor('admin');
  const res = await t.api.post<{ id: string }>(
    '/aacsb/researchOutput/add',
    { outputType: '4', titleEn: 'A talk', venueName: 'AOM', publishDate: '2025-08-01', peerReviewed: null },
    { token },
  );
  expect(res.status, res.body.message).toBe(200);
  const one = await t.api.get<{ peerReviewed: boolean }>('/aacsb/researchOutput/queryById', {
    token,
    query: { id: res.body.result.id },
  });
  expect(one.body.result.peerReviewed).toBe(false);
});
