import type { OpenAPIV3 } from 'openapi-types';

/**
 * Named component schemas, so a generated client has types to name: the envelope, the error
 * envelope, each resource's record (a list's rows and its queryById answer share it when they
 * are the same), its page, and every other answer's result as `<Operation>Result`. A JSON
 * answer in the envelope becomes `Envelope & { result: <named> }`.
 */

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

const ENVELOPE_FIELDS = ['success', 'message', 'code', 'result', 'timestamp'];

export const ENVELOPE_SCHEMAS: Record<string, OpenAPIV3.SchemaObject> = {
  Envelope: {
    type: 'object',
    description: 'Every JSON answer: success, a message in the caller language, a code and the result',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'number' },
      timestamp: { type: 'number' },
    },
    required: ['success', 'message', 'code', 'timestamp'],
  },
  ErrorEnvelope: {
    type: 'object',
    description: 'A refused call: success false, the message in the caller language, the HTTP status as code',
    properties: {
      success: { type: 'boolean', enum: [false] },
      message: { type: 'string' },
      code: { type: 'number' },
      result: {
        nullable: true,
        description: 'Details where the call names them (rows of an import, fields)',
      },
      timestamp: { type: 'number' },
    },
    required: ['success', 'message', 'code', 'timestamp'],
  },
};

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function isEnvelope(schema: Schema | undefined): schema is OpenAPIV3.SchemaObject {
  if (!schema || '$ref' in schema || schema.type !== 'object' || !schema.properties) return false;
  return ENVELOPE_FIELDS.every((f) => f in schema.properties!);
}

/** Worth a name: an object with fields, or a list of them. */
function isNamable(schema: Schema): schema is OpenAPIV3.SchemaObject {
  if ('$ref' in schema) return false;
  if (schema.type === 'object') return Object.keys(schema.properties ?? {}).length > 0;
  if (schema.type === 'array') return isNamable(schema.items);
  return Boolean(schema.anyOf || schema.oneOf || schema.allOf);
}

class Namer {
  private readonly byName = new Map<string, string>();
  constructor(private readonly schemas: Record<string, Schema>) {
    for (const [name, schema] of Object.entries(schemas)) this.byName.set(name, JSON.stringify(schema));
  }

  /** The first free name of the candidates (or one already holding this very schema), then a number. */
  name(schema: Schema, candidates: string[]): OpenAPIV3.ReferenceObject {
    const json = JSON.stringify(schema);
    const pick = (name: string) => {
      const held = this.byName.get(name);
      if (held === undefined) {
        this.byName.set(name, json);
        this.schemas[name] = schema;
        return true;
      }
      return held === json;
    };
    let chosen = candidates.find(pick);
    for (let n = 2; !chosen; n++) if (pick(`${candidates[0]}${n}`)) chosen = `${candidates[0]}${n}`;
    return { $ref: `#/components/schemas/${chosen}` };
  }
}

/** `/api/aacsb/teacher/list` -> ['Teacher', 'AacsbTeacher'] (the resource, then with its area). */
function resourceNames(path: string): string[] {
  const parts = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((p) => !p.startsWith('{'));
  const resource = parts.at(-2);
  if (!resource) return [];
  const area = parts.slice(0, -2).map(pascal).join('');
  return [pascal(resource), area + pascal(resource)];
}

function nameResult(namer: Namer, path: string, op: OpenAPIV3.OperationObject, result: Schema): Schema {
  if (!isNamable(result)) return result;
  const verb = path.split('/').pop() ?? '';
  const resource = resourceNames(path);
  const own = `${pascal(op.operationId ?? verb).replace(/^(Get|Post|Put|Delete|Patch)/, '')}Result`;
  const records = result.type === 'object' ? result.properties?.records : undefined;
  if (records && !('$ref' in records) && records.type === 'array' && resource.length) {
    if (isNamable(records.items)) {
      records.items = namer.name(
        records.items,
        resource.map((r) => `${r}Record`),
      );
    }
    return namer.name(result, [...resource.map((r) => `${r}Page`), own]);
  }
  if (verb === 'queryById' && resource.length) {
    return namer.name(result, [...resource.map((r) => `${r}Record`), ...resource.map((r) => `${r}Detail`)]);
  }
  return namer.name(result, [own]);
}

export function nameSchemas(doc: OpenAPIV3.Document): void {
  const schemas = { ...(doc.components?.schemas ?? {}), ...ENVELOPE_SCHEMAS };
  doc.components = { ...doc.components, schemas };
  const namer = new Namer(schemas);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const ok = (op as OpenAPIV3.OperationObject).responses['200'];
      const json = ok && !('$ref' in ok) ? ok.content?.['application/json'] : undefined;
      if (!json || !isEnvelope(json.schema)) continue;
      const result = json.schema.properties!.result!;
      json.schema = {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          {
            type: 'object',
            properties: { result: nameResult(namer, path, op as OpenAPIV3.OperationObject, result) },
            required: ['result'],
          },
        ],
      };
    }
  }
}
