import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { parseCasJson, parseCasXml } from './cas.ts';
import { setAuthSetting } from './settings.ts';

const SERVICE = 'http://127.0.0.1:3000/user/login';

/**
 * A small CAS server speaking the real protocol: /cas/serviceValidate answers CAS 2.0 XML,
 * /cas/p3 style 3.0 XML with attributes, or JSON, and refuses tickets issued for other services.
 */
const tickets = new Map<string, { user: string; service: string; version: '2' | '3' | 'json' }>([
  ['ST-1-v2', { user: 'teacher', service: SERVICE, version: '2' }],
  ['ST-2-v3', { user: 'expert', service: SERVICE, version: '3' }],
  ['ST-3-json', { user: 'staff', service: SERVICE, version: 'json' }],
  ['ST-4-other', { user: 'admin', service: 'https://evil.example/login', version: '2' }],
  ['ST-5-stranger', { user: 'stranger', service: SERVICE, version: '2' }],
]);

function casAnswer(ticket: string, service: string): { type: string; body: string } {
  const found = tickets.get(ticket);
  tickets.delete(ticket); // CAS tickets are single use
  if (!found || found.service !== service) {
    const code = found ? 'INVALID_SERVICE' : 'INVALID_TICKET';
    return {
      type: 'application/xml',
      body: `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationFailure code="${code}">Ticket ${ticket} not recognized</cas:authenticationFailure>\n</cas:serviceResponse>`,
    };
  }
  if (found.version === 'json')
    return {
      type: 'application/json',
      body: JSON.stringify({
        serviceResponse: { authenticationSuccess: { user: found.user, attributes: { mail: ['x@y'] } } },
      }),
    };
  const attributes =
    found.version === '3'
      ? '<cas:attributes><cas:mail>expert@school.edu</cas:mail><cas:displayName>Maria &amp; Co</cas:displayName></cas:attributes>'
      : '';
  return {
    type: 'application/xml',
    body: `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationSuccess>\n    <cas:user>${found.user}</cas:user>${attributes}\n  </cas:authenticationSuccess>\n</cas:serviceResponse>`,
  };
}

describe('single sign-on through CAS', () => {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/cas/serviceValidate') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const answer = casAnswer(url.searchParams.get('ticket') ?? '', url.searchParams.get('service') ?? '');
    res.setHeader('content-type', answer.type);
    res.end(answer.body);
  });
  let casUrl = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    casUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  const validate = (ticket: string, service = SERVICE, lang?: string) =>
    t.api.get<{ token: string; userInfo: { username: string } }>('/sys/cas/client/validateLogin', {
      query: { ticket, service },
      lang,
    });

  it('is refused while sso is off', async () => {
    const res = await validate('ST-1-v2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Single sign-on is not enabled.');
  });

  it('publishes the sso settings for the login page', async () => {
    await setAuthSetting(t.database.db, 'sso', 'yes');
    await setAuthSetting(t.database.db, 'cas_url', `${casUrl}/`);
    await setAuthSetting(t.database.db, 'service_url', SERVICE);
    const res = await t.api.get<{ sso: boolean; casUrl: string; serviceUrl: string }>('/sys/authSettings');
    expect(res.body.result).toMatchObject({ sso: true, casUrl, serviceUrl: SERVICE });
  });

  it('signs in with a CAS 2.0 ticket', async () => {
    const res = await validate('ST-1-v2');
    expect(res.status).toBe(200);
    expect(res.body.result.userInfo.username).toBe('teacher');
    expect((await t.api.get('/sys/checkToken', { token: res.body.result.token })).status).toBe(200);
    // The CAS server spends the ticket: a replay fails.
    const replay = await validate('ST-1-v2');
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('The single sign-on ticket could not be validated (INVALID_TICKET).');
  });

  it('signs in with a CAS 3.0 ticket (attributes) and a JSON answer', async () => {
    expect((await validate('ST-2-v3')).body.result.userInfo.username).toBe('expert');
    expect((await validate('ST-3-json')).body.result.userInfo.username).toBe('staff');
  });

  it('refuses a service address that is not this application', async () => {
    const res = await validate('ST-4-other', 'https://evil.example/login');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The single sign-on service address is not this application's.");
  });

  it('refuses a CAS user without a local account, in the caller language', async () => {
    const res = await validate('ST-5-stranger', SERVICE, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('没有与统一身份认证用户“stranger”对应的有效账号。');
  });

  it('refuses when the CAS server cannot be reached', async () => {
    await setAuthSetting(t.database.db, 'cas_url', 'http://127.0.0.1:1/cas');
    const res = await validate('ST-9');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/UNREACHABLE/);
  });
});

describe('CAS answer parsing', () => {
  it('reads 2.0 and 3.0 XML with any namespace prefix and entities', () => {
    expect(
      parseCasXml(
        '<serviceResponse><authenticationSuccess><user>a&amp;b</user></authenticationSuccess></serviceResponse>',
      ),
    ).toEqual({
      ok: true,
      user: 'a&b',
      attributes: {},
    });
    const v3 = parseCasXml(
      '<x:serviceResponse xmlns:x="u"><x:authenticationSuccess><x:user>u1</x:user><x:attributes><x:mail>m@x</x:mail><x:uid>7</x:uid></x:attributes></x:authenticationSuccess></x:serviceResponse>',
    );
    expect(v3).toEqual({ ok: true, user: 'u1', attributes: { mail: 'm@x', uid: '7' } });
  });

  it('reads failures and nonsense as failures', () => {
    expect(
      parseCasXml('<cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure>'),
    ).toEqual({
      ok: false,
      code: 'INVALID_TICKET',
      message: 'no',
    });
    expect(parseCasXml('<html>login</html>').ok).toBe(false);
    expect(
      parseCasXml('<cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess>').ok,
    ).toBe(false);
    expect(
      parseCasJson(
        '{"serviceResponse":{"authenticationFailure":{"code":"INVALID_TICKET","description":"x"}}}',
      ),
    ).toEqual({
      ok: false,
      code: 'INVALID_TICKET',
      message: 'x',
    });
  });
});

describe('CAS answers that are not what they seem', () => {
  it('refuses entity declarations (billion laughs, external entities) before parsing', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&lol3;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseCasXml(laughs)).toEqual({
      ok: false,
      code: 'INVALID_RESPONSE',
      message: 'document type declarations are not accepted',
    });
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><serviceResponse><authenticationSuccess><user>&x;</user></authenticationSuccess></serviceResponse>`;
    expect(parseCasXml(external).ok).toBe(false);
  });

  it('does not take a user from a comment, a CDATA look-alike in an attribute or an unclosed answer', () => {
    expect(
      parseCasXml(
        '<serviceResponse><!-- <authenticationSuccess><user>admin</user></authenticationSuccess> --><authenticationFailure code="INVALID_TICKET">bad</authenticationFailure></serviceResponse>',
      ),
    ).toEqual({ ok: false, code: 'INVALID_TICKET', message: 'bad' });
    expect(parseCasXml('<serviceResponse><authenticationSuccess><user>admin</user>').ok).toBe(false);
    expect(
      parseCasXml(
        '<serviceResponse><authenticationFailure code="X" note="<user>admin</user>">no</authenticationFailure></serviceResponse>',
      ).ok,
    ).toBe(false);
  });

  it('keeps the user as text (leading zeros), reads CDATA and takes the first of repeated attributes', () => {
    expect(
      parseCasXml(
        '<cas:serviceResponse xmlns:cas="u"><cas:authenticationSuccess><cas:user><![CDATA[007]]></cas:user><cas:attributes><cas:memberOf>a</cas:memberOf><cas:memberOf>b</cas:memberOf></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toEqual({ ok: true, user: '007', attributes: { memberOf: 'a' } });
  });
});
