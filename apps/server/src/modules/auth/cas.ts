import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * CAS client: checks a service ticket with the CAS server's serviceValidate and reads the answer,
 * CAS 2.0 XML, CAS 3.0 XML (with <cas:attributes>) or CAS 3.0 JSON.
 */
export type CasResult =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

/**
 * The XML answer, read by a real parser (fast-xml-parser), not by patterns. A CAS answer has no
 * document type: one with a DOCTYPE or an entity declaration (entity expansion, external entities)
 * is refused before parsing. Values stay text (a user called "007" keeps its zeros); namespace
 * prefixes are dropped, so `cas:user` and `user` read alike.
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  trimValues: true,
});

type XmlNode = string | number | boolean | { [key: string]: XmlNode } | XmlNode[] | null | undefined;

const invalid = (message: string): CasResult => ({ ok: false, code: 'INVALID_RESPONSE', message });

/** An element's text: the value itself, or its `#text` beside attributes; the first of repeats. */
function textOf(node: XmlNode): string {
  if (Array.isArray(node)) return textOf(node[0]);
  if (node === null || node === undefined) return '';
  if (typeof node === 'object') return textOf(node['#text']);
  return String(node).trim();
}

function child(node: XmlNode, name: string): XmlNode {
  if (Array.isArray(node)) return child(node[0], name);
  return node && typeof node === 'object' ? node[name] : undefined;
}

export function parseCasXml(xml: string): CasResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return invalid('document type declarations are not accepted');
  if (XMLValidator.validate(xml) !== true) return invalid('unrecognised CAS response');
  let root: XmlNode;
  try {
    root = parser.parse(xml) as XmlNode;
  } catch {
    return invalid('unrecognised CAS response');
  }
  // The answer's root is serviceResponse; a bare success or failure element is read as well.
  const response = child(root, 'serviceResponse') ?? root;
  const success = child(response, 'authenticationSuccess');
  if (success !== undefined) {
    const user = textOf(child(success, 'user'));
    if (!user) return invalid('no user');
    const attributes: Record<string, string> = {};
    const attrs = child(success, 'attributes');
    if (attrs && typeof attrs === 'object' && !Array.isArray(attrs))
      for (const [name, value] of Object.entries(attrs))
        if (!name.startsWith('@') && name !== '#text') attributes[name] = textOf(value);
    return { ok: true, user, attributes };
  }
  const failure = child(response, 'authenticationFailure');
  if (failure !== undefined) {
    const codeNode = child(failure, '@code');
    const code = typeof codeNode === 'string' && codeNode ? codeNode : 'UNKNOWN';
    return { ok: false, code, message: textOf(failure) || code };
  }
  return invalid('unrecognised CAS response');
}

interface CasJson {
  serviceResponse?: {
    authenticationSuccess?: { user?: unknown; attributes?: Record<string, unknown> };
    authenticationFailure?: { code?: unknown; description?: unknown };
  };
}

export function parseCasJson(text: string): CasResult {
  let data: CasJson;
  try {
    data = JSON.parse(text) as CasJson;
  } catch {
    return { ok: false, code: 'INVALID_RESPONSE', message: 'unrecognised CAS response' };
  }
  const success = data.serviceResponse?.authenticationSuccess;
  if (success && typeof success.user === 'string' && success.user) {
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(success.attributes ?? {}))
      attributes[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v);
    return { ok: true, user: success.user, attributes };
  }
  const failure = data.serviceResponse?.authenticationFailure;
  const code = typeof failure?.code === 'string' ? failure.code : 'INVALID_RESPONSE';
  const message = typeof failure?.description === 'string' ? failure.description : code;
  return { ok: false, code, message };
}

/** Asks the CAS server whether the ticket was issued for this service. */
export async function validateTicket(
  casUrl: string,
  ticket: string,
  service: string,
  timeoutMs = 10_000,
): Promise<CasResult> {
  const url = new URL(`${casUrl.replace(/\/+$/, '')}/serviceValidate`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('service', service);
  let text: string;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/xml, text/xml, application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) return { ok: false, code: 'HTTP_ERROR', message: `CAS server answered ${res.status}` };
    text = (await res.text()).slice(0, 200_000);
  } catch (e) {
    return { ok: false, code: 'UNREACHABLE', message: e instanceof Error ? e.message : String(e) };
  }
  return text.trim().startsWith('{') ? parseCasJson(text) : parseCasXml(text);
}
