import { zEnvelope } from '@accredit/shared';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { type Access, permissionsOf } from './access.ts';
import { OFFICE_TYPES } from './download.ts';
import { nameSchemas } from './openapi-components.ts';

/**
 * The OpenAPI document a client can be generated from, derived from every route's declaration
 * and the house conventions, so a route added anywhere is described without its own work:
 * - operationId: the HTTP verb and the path (`getAacsbTeacherList`), stable while the path is;
 * - security: public routes say `security: []`; the others take the session's X-Access-Token
 *   or a service token as `Authorization: Bearer` (either);
 * - error answers (400, 401, 403, 404, 409, 413, 429) as the envelope, by what the route can
 *   refuse (401 and 403 unless public, 409 on writes, 413 with a body, 429 when rate-limited);
 * - uploads (`consumes: multipart/form-data`) get a multipart body with the file;
 * - downloads get a binary answer with their content type: `produces` on the route, or the
 *   crud verbs' convention below for a GET without a JSON answer;
 * - envelopes and records become named component schemas (openapi-components.ts);
 * - an answer too large or too loose for its route's schema (the serializer checks what a route
 *   declares) is described in its module's table and attached by describeRoutes.
 * openapi.test.ts validates the document and counts these over all routes.
 */

type Op = OpenAPIV3.OperationObject & Record<`x-${string}`, unknown>;
type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];
type TransformOutput = ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transform']>>;
type TransformObjectInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>[0];

export const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  token: {
    type: 'apiKey',
    name: 'X-Access-Token',
    in: 'header',
    description: 'The session token that sign-in answers with',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A service token, sent as `Authorization: Bearer <token>`',
  },
};
/** Either scheme is accepted (OpenAPI: alternatives are separate entries). */
export const DEFAULT_SECURITY: OpenAPIV3.SecurityRequirementObject[] = [{ token: [] }, { bearer: [] }];

/** The body of a POST that takes no input: says so to a client (any JSON object is ignored). */
// Nullish: a POST without a payload has a null body.
export const ZNoBody = z.object({}).nullish().describe('Takes no input');

/** What the document says of a route beyond its schema (see describeRoutes). */
export interface RouteDescription {
  /** The envelope's result of a 200, for the document only (the route keeps its own schema). */
  answer?: z.ZodType;
  /** The content types of a download. */
  produces?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDescription;
  }
}

/**
 * An onRoute hook for a module: attaches descriptions keyed by `METHOD /api/path` to its routes.
 * A module's test should check that real answers parse with the answer schemas it gives here.
 */
export function describeRoutes(table: Record<string, RouteDescription>) {
  return (route: RouteOptions): void => {
    for (const method of ([] as string[]).concat(route.method)) {
      const described = table[`${method} ${route.url}`];
      if (described) route.config = { ...route.config, openapi: described };
    }
  };
}

/** Download verbs of the resource engine and of the modules that follow it: GET `/{resource}/{verb}`. */
const DOWNLOAD_VERBS: Record<string, readonly string[]> = {
  exportXls: [OFFICE_TYPES.xlsx],
  importTemplate: [OFFICE_TYPES.xlsx],
  answersXls: [OFFICE_TYPES.xlsx],
  exportResults: [OFFICE_TYPES.xlsx],
  exportWord: [OFFICE_TYPES.docx],
  reportWord: [OFFICE_TYPES.docx],
  cv: [OFFICE_TYPES.docx],
  download: ['application/octet-stream'],
};

export const MULTIPART = 'multipart/form-data';

/** The envelope every error leaves through, and the answers that use it. */
const ERROR_ANSWERS: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'The input is not valid (the message says why)' },
  '401': { name: 'Unauthorized', description: 'No session, or it has expired' },
  '403': { name: 'Forbidden', description: 'The role lacks the permission, or a data rule hides the record' },
  '404': { name: 'NotFound', description: 'No such record or path' },
  '409': {
    name: 'Conflict',
    description: 'The write conflicts with the stored state (duplicate, frozen, changed)',
  },
  '413': { name: 'PayloadTooLarge', description: 'The body or file is larger than allowed' },
  '429': { name: 'TooManyRequests', description: 'Too many calls; try again later' },
};

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** The operationId of a path and verb: `GET /api/obe/file/{id}` -> `getObeFileById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** What a GET without a JSON answer hands out, by `produces` or by the download verbs. */
function downloadTypes(input: TransformInput): readonly string[] | undefined {
  const schema = (input.schema ?? {}) as { produces?: string[]; response?: Record<string, unknown> };
  const described = (input.route.config as { openapi?: RouteDescription } | undefined)?.openapi;
  if (described?.produces?.length) return described.produces;
  if (schema.produces?.length) return schema.produces;
  if (schema.response?.['200']) return undefined;
  const methods = ([] as string[]).concat(input.route.method as string);
  if (!methods.includes('GET')) return undefined;
  const verb = input.url.split('/').pop() ?? '';
  return DOWNLOAD_VERBS[verb];
}

/** Per route: the zod schemas as JSON, plus what the document step needs from the route's config. */
export function openapiTransform(input: TransformInput): TransformOutput {
  const answer = (input.route.config as { openapi?: RouteDescription } | undefined)?.openapi?.answer;
  const routeSchema = input.schema as { response?: Record<string, unknown> } | undefined;
  const described = answer
    ? { ...input, schema: { ...routeSchema, response: { ...routeSchema?.response, 200: zEnvelope(answer) } } }
    : input;
  const out = jsonSchemaTransform(described as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(out.schema as Record<string, unknown>) };
  if (schema.hide) return out;
  const config = input.route.config as { access?: Access; rateLimit?: unknown } | undefined;
  const access = config?.access;
  if (access === 'public') schema.security = [];
  if (access) schema['x-access'] = typeof access === 'string' ? access : [...permissionsOf(access)];
  if (config?.rateLimit) schema['x-rate-limited'] = true;
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  if (consumes.includes(MULTIPART)) {
    schema['x-multipart'] = true;
    // A multipart-only route has no body schema (the handler reads the parts); swagger needs one
    // to write a requestBody at all, and the document step replaces it with the form.
    if (!schema.body) schema.body = { type: 'object' };
  }
  const produced = downloadTypes(input);
  if (produced) schema['x-produces'] = produced;
  return { schema, url: out.url } as TransformOutput;
}

function errorComponents(): Record<string, OpenAPIV3.ResponseObject> {
  return Object.fromEntries(
    Object.values(ERROR_ANSWERS).map(({ name, description }) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    ]),
  );
}

function errorStatuses(method: string, op: Op): string[] {
  const access = op['x-access'];
  const statuses = ['400'];
  if (access !== 'public') statuses.push('401', '403');
  statuses.push('404');
  if (method !== 'get') statuses.push('409');
  if (op.requestBody) statuses.push('413');
  if (op['x-rate-limited']) statuses.push('429');
  return statuses;
}

const BINARY: OpenAPIV3.SchemaObject = { type: 'string', format: 'binary' };

const DISPOSITION: Record<string, OpenAPIV3.HeaderObject> = {
  'Content-Disposition': {
    description: 'attachment; filename="…"; filename*=UTF-8\'\'…',
    schema: { type: 'string' },
  },
};

function describeDownload(op: Op, types: readonly string[]): void {
  const text = types.every((type) => type.startsWith('text/'));
  op.responses['200'] = {
    description: text ? 'The answer as text' : 'The file, as an attachment',
    ...(text ? {} : { headers: DISPOSITION }),
    content: Object.fromEntries(
      types.map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : BINARY }]),
    ),
  };
}

function describeMultipart(op: Op): void {
  const body = (op.requestBody ?? { content: {} }) as OpenAPIV3.RequestBodyObject;
  body.required = true;
  body.content[MULTIPART] = {
    schema: {
      type: 'object',
      description: 'One file, and the text fields the call names',
      properties: { file: { ...BINARY, description: 'The file' } },
      required: ['file'],
    },
  };
  op.requestBody = body;
}

const CACHE_BUSTER: OpenAPIV3.ParameterObject = {
  in: 'query',
  name: '_t',
  required: false,
  description: 'The time in seconds the client adds to GET calls so no cache answers them; ignored',
  schema: { type: 'integer' },
};

/** One operation, finished: ids, the `_t` parameter, forms, files and error answers. */
function finishOperation(method: string, path: string, op: Op): void {
  op.operationId = operationIdOf(method, path);
  if (method === 'get' && !op.parameters?.some((p) => 'name' in p && p.name === '_t')) {
    op.parameters = [...(op.parameters ?? []), CACHE_BUSTER];
  }
  if (op['x-multipart']) describeMultipart(op);
  const produced = op['x-produces'] as readonly string[] | undefined;
  if (produced) describeDownload(op, produced);
  for (const [status, response] of Object.entries(op.responses)) {
    if ('description' in response && response.description === 'Default Response') {
      response.description = ERROR_ANSWERS[status]?.description ?? 'OK';
    }
  }
  for (const status of errorStatuses(method, op)) {
    if (!op.responses[status])
      op.responses[status] = { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` };
  }
  delete op['x-multipart'];
  delete op['x-produces'];
  delete op['x-rate-limited'];
}

/** The whole document: every operation finished, then schemas named (see openapi-components.ts). */
export function openapiTransformObject(input: TransformObjectInput): OpenAPIV3.Document {
  if (!('openapiObject' in input)) throw new Error('The document is OpenAPI 3, not Swagger 2');
  const doc = structuredClone(input.openapiObject) as OpenAPIV3.Document;
  doc.components = {
    ...doc.components,
    securitySchemes: { ...doc.components?.securitySchemes, ...SECURITY_SCHEMES },
    responses: { ...doc.components?.responses, ...errorComponents() },
  };
  doc.security = DEFAULT_SECURITY;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of VERBS) {
      const op = item?.[method] as Op | undefined;
      if (!op) continue;
      // A route with several methods shares one operation object between them: each gets its own.
      const own = structuredClone(op);
      item![method] = own;
      finishOperation(method, path, own);
    }
  }
  nameSchemas(doc);
  return doc;
}
