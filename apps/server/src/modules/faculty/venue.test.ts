import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildTeacher, fieldsOf, journalArticle } from './testing.ts';

/**
 * A research output's venue from the reference lists: a linked journal, conference or project
 * gives the output its level (whatever the form sent) and, when none was typed, its name.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[] };

async function entry(resource: string, token: string, nameEn: string): Promise<Rec> {
  const res = await t.api.get<Page>(`/aacsb/${resource}/list`, { token, query: { pageSize: -1, nameEn } });
  const found = res.body.result.records.find((r) => r.nameEn === nameEn);
  if (!found) throw new Error(`no ${resource} ${nameEn}`);
  return found;
}

async function stored(token: string, id: string): Promise<Rec> {
  return (await t.api.get<Rec>('/aacsb/researchOutput/queryById', { token, query: { id } })).body.result;
}

describe('venue from a reference list', () => {
  it('takes a linked journal’s grade over a forged one, and its name when none was typed', async () => {
    const teacher = await buildTeacher(t);
    const smj = await entry('periodicalStandard', teacher.token, 'Strategic Management Journal');
    expect(smj.ranking).toBe('FT50 / ABS 4*');
    const add = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      journalArticle({ venueName: '', venueRef: smj.id, venueLevel: 'ABS 1' }),
      { token: teacher.token, lang: 'zh-CN' },
    );
    expect(add.status).toBe(200);
    const id = add.body.result.id;
    expect(await stored(teacher.token, id)).toMatchObject({
      venueName: '战略管理杂志',
      venueRef: smj.id,
      venueLevel: 'FT50 / ABS 4*',
    });
    // A later edit cannot overwrite it either, while the journal stays linked; the name is the person's.
    await t.api.put(
      '/aacsb/researchOutput/edit',
      { id, venueName: 'Strategic Management Journal', venueLevel: 'UTD24' },
      { token: teacher.token },
    );
    expect(await stored(teacher.token, id)).toMatchObject({
      venueName: 'Strategic Management Journal',
      venueLevel: 'FT50 / ABS 4*',
    });
    // Unlinked, the level is what the person reports.
    await t.api.put(
      '/aacsb/researchOutput/edit',
      { id, venueRef: null, venueLevel: 'UTD24' },
      { token: teacher.token },
    );
    expect((await stored(teacher.token, id)).venueLevel).toBe('UTD24');
  });

  it('gives a conference paper and a speech the conference’s level', async () => {
    const teacher = await buildTeacher(t);
    const aom = await entry('conferenceStandard', teacher.token, 'Academy of Management Annual Meeting');
    const china = await entry('conferenceStandard', teacher.token, 'China Finance Annual Meeting');
    const paper = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '3',
        titleEn: 'Boards and resilience',
        conferenceRef: aom.id,
        venueLevel: 'National',
        publishDate: '2025-08-01',
        category: '1',
      },
      { token: teacher.token },
    );
    expect(paper.status).toBe(200);
    expect(await stored(teacher.token, paper.body.result.id)).toMatchObject({
      venueName: 'Academy of Management Annual Meeting',
      venueLevel: 'International',
    });
    const speech = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '4',
        titleZh: '金融科技与普惠',
        conferenceRef: china.id,
        level: '4',
        publishDate: '2025-10-01',
      },
      { token: teacher.token },
    );
    expect(await stored(teacher.token, speech.body.result.id)).toMatchObject({
      venueName: 'China Finance Annual Meeting',
      venueLevel: 'National',
      level: '3',
    });
  });

  it('takes a project’s level from the funder, which also satisfies the type’s required level', async () => {
    const teacher = await buildTeacher(t);
    const nsfc = await entry(
      'projectStandard',
      teacher.token,
      'National Natural Science Foundation of China',
    );
    const project = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      { outputType: '5', titleEn: 'Platform governance', projectRef: nsfc.id, publishDate: '2024-01-01' },
      { token: teacher.token },
    );
    expect(project.status).toBe(200);
    expect(await stored(teacher.token, project.body.result.id)).toMatchObject({
      venueName: 'National Natural Science Foundation of China',
      level: '3',
    });
    const forged = await t.api.put(
      '/aacsb/researchOutput/edit',
      { id: project.body.result.id, level: '4' },
      { token: teacher.token },
    );
    expect(forged.status).toBe(200);
    expect((await stored(teacher.token, project.body.result.id)).level).toBe('3');
  });

  it('refuses an entry that is not in the list, and drops a link the type does not have', async () => {
    const teacher = await buildTeacher(t);
    const missing = await t.api.post(
      '/aacsb/researchOutput/add',
      journalArticle({ venueRef: 'no-such-journal' }),
      { token: teacher.token },
    );
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body).venueRef).toBe('This entry is no longer in the reference list');
    const smj = await entry('periodicalStandard', teacher.token, 'Strategic Management Journal');
    const speech = await t.api.post<{ id: string }>(
      '/aacsb/researchOutput/add',
      {
        outputType: '4',
        titleEn: 'Keynote',
        venueName: 'Strategy Forum',
        venueRef: smj.id,
        venueLevel: 'Regional',
        publishDate: '2025-05-01',
      },
      { token: teacher.token },
    );
    expect(speech.status).toBe(200);
    expect(await stored(teacher.token, speech.body.result.id)).toMatchObject({
      venueRef: null,
      venueLevel: 'Regional',
    });
  });
});
