import type { OpenAPIV3 } from 'openapi-types';

/**
 * Counts what a generated client needs of each operation of the document: an operationId, a
 * described request, a typed answer (not `unknown`), and the error answers in the envelope.
 * Used by openapi.test.ts over every route, so a route added without them fails it.
 */

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

export interface OperationRef {
  method: string;
  path: string;
  op: OpenAPIV3.OperationObject;
}

export interface Audit {
  operations: number;
  withOperationId: number;
  withRequestSchema: number;
  withTypedResponse: number;
  withErrorResponses: number;
  missing: {
    operationId: string[];
    requestSchema: string[];
    typedResponse: string[];
    errorResponses: string[];
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function operationsOf(doc: OpenAPIV3.Document): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) out.push({ method, path, op });
    }
  }
  return out;
}

function deref<T>(doc: OpenAPIV3.Document, value: T | OpenAPIV3.ReferenceObject): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const [, , kind, name] = value.$ref.split('/');
    const found = (doc.components as Record<string, Record<string, unknown>>)[kind!]?.[name!];
    return deref(doc, found as T | OpenAPIV3.ReferenceObject);
  }
  return value as T;
}

/** A schema a client gets a real type from: not `{}`, not a bare object, not a list of unknowns. */
export function isTyped(doc: OpenAPIV3.Document, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const s = deref(doc, schema);
  if (s.allOf) return s.allOf.some((part) => isTyped(doc, part));
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf)!.some((part) => isTyped(doc, part));
  if (s.enum) return true;
  if (s.type === 'array') return isTyped(doc, s.items);
  if (s.type === 'object') {
    if (Object.keys(s.properties ?? {}).length > 0) return true;
    const extra = s.additionalProperties;
    return typeof extra === 'object' && isTyped(doc, extra);
  }
  return Boolean(s.type);
}

/** The envelope's `result` of a JSON answer (through `Envelope & { result }`), or the schema itself. */
function resultOf(doc: OpenAPIV3.Document, schema: Schema): Schema | undefined {
  const s = deref(doc, schema);
  for (const part of s.allOf ?? [s]) {
    const p = deref(doc, part);
    if (p.properties?.result) return p.properties.result;
  }
  return s.properties && 'success' in s.properties ? undefined : schema;
}

function hasTypedResponse(doc: OpenAPIV3.Document, op: OpenAPIV3.OperationObject): boolean {
  const success = Object.entries(op.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
  if (!success) return false;
  const content = deref(doc, success).content;
  if (!content || Object.keys(content).length === 0) return false;
  return Object.entries(content).every(([type, media]) =>
    type.includes('json') ? isTyped(doc, resultOf(doc, media.schema!)) : isTyped(doc, media.schema),
  );
}

function isErrorEnvelope(doc: OpenAPIV3.Document, response: OpenAPIV3.ResponseObject): boolean {
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return false;
  const s = deref(doc, schema);
  return ['success', 'message', 'code'].every((f) => f in (s.properties ?? {}));
}

/** The error answers every operation must describe: 400 and 404, and 401 and 403 unless public. */
export function requiredErrors(op: OpenAPIV3.OperationObject): string[] {
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  return isPublic ? ['400', '404'] : ['400', '401', '403', '404'];
}

function hasErrorResponses(doc: OpenAPIV3.Document, op: OpenAPIV3.OperationObject): boolean {
  const errors = Object.entries(op.responses).filter(([status]) => /^4\d\d$/.test(status));
  const statuses = new Set(errors.map(([status]) => status));
  return (
    requiredErrors(op).every((s) => statuses.has(s)) &&
    errors.every(([, r]) => isErrorEnvelope(doc, deref(doc, r)))
  );
}

export function auditDocument(doc: OpenAPIV3.Document): Audit {
  const ops = operationsOf(doc);
  const missing: Audit['missing'] = {
    operationId: [],
    requestSchema: [],
    typedResponse: [],
    errorResponses: [],
  };
  const ids = new Map<string, number>();
  for (const { op } of ops) if (op.operationId) ids.set(op.operationId, (ids.get(op.operationId) ?? 0) + 1);
  for (const { method, path, op } of ops) {
    const name = `${method.toUpperCase()} ${path}`;
    if (!op.operationId || ids.get(op.operationId)! > 1) missing.operationId.push(name);
    if (!op.parameters?.length && !op.requestBody) missing.requestSchema.push(name);
    if (!hasTypedResponse(doc, op)) missing.typedResponse.push(name);
    if (!hasErrorResponses(doc, op)) missing.errorResponses.push(name);
  }
  return {
    operations: ops.length,
    withOperationId: ops.length - missing.operationId.length,
    withRequestSchema: ops.length - missing.requestSchema.length,
    withTypedResponse: ops.length - missing.typedResponse.length,
    withErrorResponses: ops.length - missing.errorResponses.length,
    missing,
  };
}
