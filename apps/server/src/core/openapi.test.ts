import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { auditDocument, operationsOf } from './openapi-audit.ts';

/**
 * The OpenAPI document generates a usable client: it validates; every operation has an
 * operationId, a described request, a typed answer and the error answers; public routes say so;
 * and a client generated from it with openapi-typescript type-checks a script that signs in,
 * lists, adds, downloads and reads a qualification answer. Counts run over every route, so a
 * route added without these fails here.
 */
const t = useTestApp();
let doc: OpenAPIV3.Document;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  doc = res.json();
});

describe('the OpenAPI document', () => {
  it('validates', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has an operationId, a request, a typed answer and error answers on every operation', () => {
    const audit = auditDocument(doc);
    const routes = t.routes
      .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && !r.schema?.hide)
      .flatMap((r) => ([] as string[]).concat(r.method as string).filter((m) => m !== 'HEAD'));
    console.info(
      [
        `operations            ${audit.operations}`,
        `with operationId      ${audit.withOperationId}`,
        `with request schema   ${audit.withRequestSchema}`,
        `with typed response   ${audit.withTypedResponse}`,
        `with error responses  ${audit.withErrorResponses}`,
      ].join('\n'),
    );
    expect(audit.operations).toBe(routes.length);
    // Every answer is typed: at its route, or in its module's answers table (core/openapi.ts describeRoutes).
    expect({
      operationId: audit.missing.operationId,
      requestSchema: audit.missing.requestSchema,
      typedResponse: audit.missing.typedResponse,
      errorResponses: audit.missing.errorResponses,
    }).toEqual({ operationId: [], requestSchema: [], typedResponse: [], errorResponses: [] });
  });

  it('derives operationIds from the verb and the path', () => {
    const ids = operationsOf(doc).map(({ op }) => op.operationId);
    expect(ids).toContain('getAacsbCountryList');
    expect(ids).toContain('postAacsbCountryAdd');
    expect(ids).toContain('getObeFileById');
    expect(doc.paths['/api/aacsb/teachingProgramDegreeProgram/deleteBatch']?.delete?.operationId).toBe(
      'deleteAacsbTeachingProgramDegreeProgramDeleteBatch',
    );
  });

  it('marks public routes with security: [] and takes the session token or a bearer token elsewhere', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.security).toEqual([{ token: [] }, { bearer: [] }]);
    const publicRoutes = t.routes.filter((r) => r.url.startsWith('/api') && r.config?.access === 'public');
    expect(publicRoutes.length).toBeGreaterThan(5);
    for (const route of publicRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const m of ([] as string[]).concat(route.method as string).filter((x) => x !== 'HEAD')) {
        const op = doc.paths[path]?.[m.toLowerCase() as 'get'];
        expect(op?.security, `${m} ${path}`).toEqual([]);
      }
    }
    expect(doc.paths['/api/aacsb/country/list']?.get?.security).toBeUndefined();
  });

  it('describes uploads as multipart, downloads as files and errors as the envelope', () => {
    const upload = doc.paths['/api/aacsb/country/importExcel']?.post;
    const form = (upload?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
      'multipart/form-data'
    ];
    expect(form?.schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } } });
    const download = doc.paths['/api/aacsb/country/exportXls']?.get?.responses[
      '200'
    ] as OpenAPIV3.ResponseObject;
    expect(download.content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    });
    const add = doc.paths['/api/aacsb/country/add']?.post;
    expect(Object.keys(add?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']),
    );
    expect(add?.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(doc.components?.schemas?.CountryRecord).toBeDefined();
  });
});

/** A script a client author would write; it must type-check against the generated types. */
const SCRIPT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './api.js';

type IsUnknown<T> = unknown extends T ? true : false;
type IsNever<T> = [T] extends [never] ? true : false;
type Typed<T> = IsUnknown<T> extends true ? never : IsNever<T> extends true ? never : true;
type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
type File<P extends keyof paths> = paths[P]['get'] extends {
  responses: { 200: { content: infer C } };
}
  ? C[keyof C]
  : never;

// The answers a screen needs are real types, not unknown or never.
const boardIsTyped: Typed<Json<'/api/qualification/board', 'get'>['result']> = true;
const table31IsTyped: Typed<Json<'/api/qualification/table31', 'get'>['result']> = true;
const exportIsTyped: Typed<File<'/api/aacsb/country/exportXls'>> = true;
const blobIsFile: File<'/api/aacsb/country/exportXls'> extends Blob ? true : never = true;

export async function session(baseUrl: string, password: string): Promise<Blob> {
  const anonymous = createClient<paths>({ baseUrl });
  const signIn = await anonymous.POST('/api/sys/login', {
    body: { username: 'admin', password, captcha: 'TEST', checkKey: 'client-check' },
  });
  if (!signIn.data) throw new Error(signIn.error?.message ?? 'no sign-in');
  const token: string = signIn.data.result.token;
  const api = createClient<paths>({ baseUrl, headers: { 'X-Access-Token': token } });

  const list = await api.GET('/api/aacsb/country/list', { params: { query: { pageNo: 1, pageSize: 10 } } });
  const first: components['schemas']['CountryRecord'] | undefined = list.data?.result.records[0];
  const total: number = list.data?.result.total ?? 0;

  const added = await api.POST('/api/aacsb/country/add', {
    body: { code: 'ZZ', nameZh: '测试', nameEn: 'Testland' },
  });
  const refused: string | undefined = added.error?.message;

  const board = await api.GET('/api/qualification/board', { params: { query: { year: 2025 } } });
  const statuses: string[] = (board.data?.result.teachers ?? []).map((teacher) => teacher.status);

  const file = await api.GET('/api/aacsb/country/exportXls', { params: { query: {} }, parseAs: 'blob' });
  if (!file.data) throw new Error('no file');
  const blob: Blob = file.data;

  const imported = await api.POST('/api/aacsb/country/importExcel', {
    body: { file: blob },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('file', body.file);
      return form;
    },
  });
  const count: number | undefined = imported.data?.result.count;
  console.log(first?.id, total, refused, statuses.length, count, boardIsTyped, table31IsTyped, exportIsTyped, blobIsFile);
  return blob;
}
`;

describe('a client generated from the document', () => {
  it('type-checks a script that signs in, lists, adds, downloads and uploads', async () => {
    // Binary answers and file fields become Blob, as openapi-typescript advises for fetch clients.
    const ast = await openapiTS(doc as never, {
      transform(schema) {
        if (schema.format === 'binary') return ts.factory.createTypeReferenceNode('Blob');
        return undefined;
      },
    });
    const cache = join(repoRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.ts'), astToString(ast));
      writeFileSync(join(dir, 'client.ts'), SCRIPT);
      const program = ts.createProgram([join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) =>
            `${d.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
