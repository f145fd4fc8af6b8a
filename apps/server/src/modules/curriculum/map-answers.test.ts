import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../crud/testing.ts';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { CURRICULUM_MAP_ANSWERS } from './map-answers.ts';

/**
 * The answers the OpenAPI document gives for the curriculum map calls (map-answers.ts) are what
 * the calls send: on a demo programme with a map, the grid is read, a cell changed and put back,
 * the exported workbook imported again, a version copied and compared; each result is parsed with
 * its schema.
 */
const t = useTestApp();
type Key = keyof typeof CURRICULUM_MAP_ANSWERS;
const problems: string[] = [];

function check(key: Key, status: number, raw: string, result: unknown) {
  expect(status, `${key}: ${raw.slice(0, 300)}`).toBe(200);
  problems.push(...answerProblems(key, CURRICULUM_MAP_ANSWERS[key].answer, result));
}

async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  check(key, res.status, res.raw, res.body.result);
  return res.body.result as Record<string, unknown>;
}

interface Cell {
  courseId: string;
  loId: string;
  level: 'H' | 'M' | 'L';
}

describe('the curriculum map answers in the OpenAPI document', () => {
  it('match what every call answers on a demo programme', async () => {
    const admin = await t.tokenFor('admin');
    const list = await t.api.get<{ records: { id: string }[] }>('/aacsb/degreePrograms/list', {
      token: admin,
      query: { pageSize: 100 },
    });
    let degreeProgramsId = '';
    let grid: Record<string, unknown> = {};
    for (const { id } of list.body.result.records) {
      grid = await call('GET /api/aacsb/curriculumMap/grid', admin, { degreeProgramsId: id });
      if ((grid.cells as Cell[]).length > 0) {
        degreeProgramsId = id;
        break;
      }
    }
    expect(degreeProgramsId, 'a demo programme with a map').not.toBe('');
    const effectiveYear = grid.effectiveYear as number;
    const cell = (grid.cells as Cell[])[0]!;
    const other = cell.level === 'H' ? 'M' : 'H';
    const put = (level: string) =>
      call('PUT /api/aacsb/curriculumMap/cells', admin, undefined, {
        degreeProgramsId,
        effectiveYear,
        changes: [{ ...cell, level }],
      });
    await put(other);
    await put(cell.level);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/curriculumMap/exportXls',
      query: { degreeProgramsId, effectiveYear: String(effectiveYear), lang: 'en-US' },
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    const { payload, headers } = multipartFile(exported.rawPayload, 'map.xlsx');
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/aacsb/curriculumMap/importExcel?degreeProgramsId=${degreeProgramsId}&effectiveYear=${effectiveYear}`,
      payload,
      headers: { ...headers, 'x-access-token': admin, 'x-lang': 'en-US' },
    });
    check(
      'POST /api/aacsb/curriculumMap/importExcel',
      imported.statusCode,
      imported.body,
      imported.json().result,
    );

    const next = 2199;
    await call('POST /api/aacsb/curriculumMap/newVersion', admin, undefined, {
      degreeProgramsId,
      fromYear: effectiveYear,
      effectiveYear: next,
    });
    await call('PUT /api/aacsb/curriculumMap/cells', admin, undefined, {
      degreeProgramsId,
      effectiveYear: next,
      changes: [
        { ...cell, level: other },
        { ...(grid.cells as Cell[])[1]!, level: null },
      ],
    });
    const diff = await call('GET /api/aacsb/curriculumMap/diff', admin, {
      degreeProgramsId,
      from: effectiveYear,
      to: next,
    });
    expect((diff.changed as unknown[]).length).toBe(1);
    expect(problems).toEqual([]);
  }, 120_000);
});
