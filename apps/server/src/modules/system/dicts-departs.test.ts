import { DICTIONARIES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

interface Item {
  value: string;
  text: string;
  textEn: string;
  label: string;
}
interface Depart {
  id: string;
  orgCode: string;
  title: string;
  fte: number | null;
  children?: Depart[];
}

describe('dictionaries', () => {
  const t = useTestApp();

  it('serves every seeded enumeration with labels in the caller’s language', async () => {
    const token = await t.tokenFor('teacher');
    for (const dict of DICTIONARIES) {
      const res = await t.api.get<Item[]>(`/sys/dict/getDictItems/${dict.code}`, { token });
      expect(
        res.body.result.map((i) => i.value),
        dict.code,
      ).toEqual(dict.items.map((i) => i.value));
    }
    const types = await t.api.get<Item[]>('/sys/dict/getDictItems/researchOutputType', {
      token,
      lang: 'zh-CN',
    });
    expect(types.body.result).toHaveLength(13);
    expect(types.body.result[0]).toEqual(
      expect.objectContaining({
        value: '1',
        text: '期刊论文',
        textEn: 'Journal Articles',
        label: '期刊论文',
      }),
    );
    const activities = await t.api.get<Item[]>('/sys/dict/getDictItems/professionalActivityType', {
      token,
      lang: 'en-US',
    });
    expect(activities.body.result.map((i) => i.label)).toContain('Discipline/Lab Construction');
  });

  it('drops a disabled item at once (the cache is invalidated on change)', async () => {
    const admin = await t.tokenFor('admin');
    const before = await t.api.get<Item[]>('/sys/dict/getDictItems/politics', { token: admin });
    expect(before.body.result).toHaveLength(4);
    const dicts = await t.api.get<{ records: { id: string }[] }>('/sys/dict/list', {
      token: admin,
      query: { dictCode: 'politics' },
    });
    const dictId = dicts.body.result.records[0].id;
    const items = await t.api.get<{ records: { id: string; itemValue: string; itemText: string }[] }>(
      '/sys/dictItem/list',
      {
        token: admin,
        query: { dictId, pageSize: -1 },
      },
    );
    const other = items.body.result.records.find((i) => i.itemValue === '4');
    const edit = await t.api.put(
      '/sys/dictItem/edit',
      { ...other, itemTextEn: 'Other', status: 0 },
      { token: admin },
    );
    expect(edit.status).toBe(200);
    const after = await t.api.get<Item[]>('/sys/dict/getDictItems/politics', { token: admin });
    expect(after.body.result.map((i) => i.value)).toEqual(['1', '2', '3']);
  });

  it('applies dictionary edits to records: a new item is accepted and labelled, a disabled one refused', async () => {
    const admin = await t.tokenFor('admin');
    const dicts = await t.api.get<{ records: { id: string }[] }>('/sys/dict/list', {
      token: admin,
      query: { dictCode: 'level' },
    });
    const dictId = dicts.body.result.records[0].id;
    const added = await t.api.post(
      '/sys/dictItem/add',
      { dictId, itemValue: '9', itemText: '院级', itemTextEn: 'Faculty-level', sortOrder: 9 },
      { token: admin },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const add = (level: string) =>
      t.api.post<{ id: string }>(
        '/aacsb/projectStandard/add',
        { nameZh: `项目${level}`, nameEn: `Project ${level}`, level },
        { token: admin, lang: 'en-US' },
      );
    const made = await add('9');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const one = await t.api.get<{ level_dictText: string }>('/aacsb/projectStandard/queryById', {
      token: admin,
      query: { id: made.body.result.id },
      lang: 'en-US',
    });
    expect(one.body.result.level_dictText).toBe('Faculty-level');
    const all = await t.api.get<Record<string, { value: string; disabled?: boolean }[]>>(
      '/sys/dict/queryAllDictItems',
      { token: await t.tokenFor('teacher') },
    );
    expect(all.body.result.level.map((i) => i.value)).toContain('9');

    const items = await t.api.get<{ records: { id: string; itemValue: string }[] }>('/sys/dictItem/list', {
      token: admin,
      query: { dictId, pageSize: -1 },
    });
    const school = items.body.result.records.find((i) => i.itemValue === '1');
    await t.api.put('/sys/dictItem/edit', { ...school, status: 0 }, { token: admin });
    const refused = await add('1');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/allowed values|choose/i);
    // Old records keep their label.
    const labelled = await t.api.get<{ records: { level: string; level_dictText: string }[] }>(
      '/aacsb/projectStandard/list',
      { token: admin, query: { level: '9' }, lang: 'en-US' },
    );
    expect(labelled.body.result.records[0].level_dictText).toBe('Faculty-level');
    await t.api.put('/sys/dictItem/edit', { ...school, status: 1 }, { token: admin });
    expect((await add('1')).status).toBe(200);
  });

  it('serves the accreditation category tree', async () => {
    const token = await t.tokenFor('expert');
    const tree = await t.api.get<{ code: string; title: string; children?: { title: string }[] }[]>(
      '/sys/category/tree',
      {
        token,
        query: { code: 'accreditationCategory' },
        lang: 'en-US',
      },
    );
    const planning = tree.body.result.find((n) => n.code === '1');
    expect(planning?.title).toBe('Strategic Planning');
    expect(planning?.children?.map((c) => c.title)).toEqual([
      'Mission',
      'Vision',
      'Expected Outcomes',
      'Core Value',
      'Strategic Plan',
    ]);
  });
});

describe('departments', () => {
  const t = useTestApp();

  it('shows the tree to everyone signed in, generates codes and keeps non-empty units', async () => {
    const teacher = await t.tokenFor('teacher');
    const tree = await t.api.get<Depart[]>('/sys/sysDepart/queryTreeList', { token: teacher, lang: 'en-US' });
    expect(tree.body.result).toHaveLength(1);
    const school = tree.body.result[0];
    expect(school).toMatchObject({ orgCode: 'A01', title: 'Business School' });
    expect(school.children?.map((c) => c.title)).toContain('Finance');

    const admin = await t.tokenFor('admin');
    const finance = school.children?.find((c) => c.orgCode === 'A01A02') as Depart;
    const added = await t.api.post<Depart>(
      '/sys/sysDepart/add',
      { parentId: finance.id, departName: '金融科技', departNameEn: 'FinTech', isDiscipline: true },
      { token: admin },
    );
    expect(added.body.result.orgCode).toBe('A01A02A01');
    const second = await t.api.post<Depart>(
      '/sys/sysDepart/add',
      { parentId: finance.id, departName: '保险', departNameEn: 'Insurance' },
      { token: admin },
    );
    expect(second.body.result.orgCode).toBe('A01A02A02');

    const fte = await t.api.put(
      '/sys/sysDepart/updateDepartFte',
      { list: [{ id: added.body.result.id, fte: 6.5 }] },
      { token: admin },
    );
    expect(fte.status).toBe(200);
    expect(
      (
        await t.api.get<Depart>('/sys/sysDepart/queryById', {
          token: admin,
          query: { id: added.body.result.id },
        })
      ).body.result.fte,
    ).toBe(6.5);
    const parentName = await t.api.get<string>('/sys/sysDepart/queryParentName', {
      token: admin,
      query: { departId: added.body.result.id },
      lang: 'en-US',
    });
    expect(parentName.body.result).toBe('Finance');

    // searchBy finds by either name or by organisation code, at any depth, flat.
    const search = (keyWord: string) =>
      t.api
        .get<Depart[]>('/sys/sysDepart/searchBy', { token: admin, query: { keyWord }, lang: 'en-US' })
        .then((r) => r.body.result.map((d) => d.title));
    expect(await search('fintech')).toEqual(['FinTech']);
    expect(await search('金融科技')).toEqual(['FinTech']);
    expect(await search('A01A02A')).toEqual(['FinTech', 'Insurance']);

    const refused = await t.api.delete('/sys/sysDepart/delete', { token: admin, query: { id: finance.id } });
    expect(refused.status).toBe(400);
    expect(
      (await t.api.delete('/sys/sysDepart/delete', { token: admin, query: { id: second.body.result.id } }))
        .status,
    ).toBe(200);
    expect((await t.api.post('/sys/sysDepart/add', { departName: 'x' }, { token: teacher })).status).toBe(
      403,
    );
  });
});

describe('logs', () => {
  const t = useTestApp();

  it('keeps every write, finds it by keyword and date, and logs its own deletion', async () => {
    const admin = await t.tokenFor('admin');
    await t.api.post('/sys/dict/add', { dictCode: 'probeDict', dictName: 'Probe' }, { token: admin });
    const today = new Date().toISOString().slice(0, 10);
    // The operation log is written once the answer has gone (an onResponse hook): wait for it.
    const search = () =>
      t.api.get<{ records: { id: string; logContent: string; username: string }[] }>('/sys/log/list', {
        token: admin,
        query: { logType: 2, keyWord: 'add dictionary', createTime_begin: today, createTime_end: today },
      });
    await expect.poll(async () => (await search()).body.result.records.length).toBeGreaterThan(0);
    const found = await search();
    expect(found.body.result.records[0]).toMatchObject({ logContent: 'add dictionary', username: 'admin' });
    const id = found.body.result.records[0].id;
    expect(
      (await t.api.delete('/sys/log/delete', { token: await t.tokenFor('unitadmin'), query: { id } })).status,
    ).toBe(403);
    expect((await t.api.delete('/sys/log/delete', { token: admin, query: { id } })).status).toBe(200);
    const trail = () =>
      t.api.get<{ records: { logContent: string }[] }>('/sys/log/list', {
        token: admin,
        query: { keyWord: 'delete log entry' },
      });
    await expect.poll(async () => (await trail()).body.result.records.length).toBeGreaterThan(0);
    const visits = await t.api.get<{ ymd: string }[]>('/sys/visitInfo', { token: admin });
    expect(visits.body.result).toHaveLength(7);
  });
});
