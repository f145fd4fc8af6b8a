/**
 * CAS client: checks a service ticket with the CAS server's serviceValidate and reads the answer,
 * CAS 2.0 XML, CAS 3.0 XML (with <cas:attributes>) or CAS 3.0 JSON.
 */
export type CasResult =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const n = name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
      }
      return XML_ENTITIES[name] ?? whole;
    })
    .trim();
}

/** The first element with this local name (any namespace prefix): its attributes text and content. */
function element(xml: string, name: string): { attrs: string; body: string } | null {
  const re = new RegExp(`<(?:[\\w.-]+:)?${name}(\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`, 'i');
  const m = re.exec(xml);
  return m ? { attrs: m[1] ?? '', body: m[2] } : null;
}

export function parseCasXml(xml: string): CasResult {
  const success = element(xml, 'authenticationSuccess');
  if (success) {
    const user = element(success.body, 'user');
    if (!user || !decodeXml(user.body)) return { ok: false, code: 'INVALID_RESPONSE', message: 'no user' };
    const attributes: Record<string, string> = {};
    const attrs = element(success.body, 'attributes');
    if (attrs) {
      const child = /<(?:[\w.-]+:)?([\w.-]+)(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?\1\s*>/g;
      for (const m of attrs.body.matchAll(child))
        if (!(m[1] in attributes)) attributes[m[1]] = decodeXml(m[2]);
    }
    return { ok: true, user: decodeXml(user.body), attributes };
  }
  const failure = element(xml, 'authenticationFailure');
  if (failure) {
    const code = /code\s*=\s*"([^"]*)"/i.exec(failure.attrs)?.[1] ?? 'UNKNOWN';
    return { ok: false, code, message: decodeXml(failure.body) || code };
  }
  return { ok: false, code: 'INVALID_RESPONSE', message: 'unrecognised CAS response' };
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
