import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_LICENCE_KEY } from '../../seed/school.ts';
import { useTestApp } from '../../test/harness.ts';
import { issueLicence, licenceStatus, verifyLicence } from './licence.ts';

const pair = generateKeyPairSync('ed25519');
const PUBLIC = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const PRIVATE = pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
const NOW = new Date('2026-03-10T08:00:00Z');
const key = (dueDate: string) =>
  issueLicence({ customerNumber: 'C-7', productType: 'AACSB', dueDate }, PRIVATE);

describe('licence keys', () => {
  it('computes the states of spec 000 section 4', () => {
    expect(licenceStatus(null, PUBLIC, NOW).state).toBe('invalid');
    expect(licenceStatus('garbage.key', PUBLIC, NOW).state).toBe('invalid');
    expect(licenceStatus(key('2026-03-09'), PUBLIC, NOW)).toMatchObject({ state: 'expired', daysLeft: -1 });
    expect(licenceStatus(key('2026-03-10'), PUBLIC, NOW)).toMatchObject({ state: 'expiring', daysLeft: 0 });
    expect(licenceStatus(key('2026-03-15'), PUBLIC, NOW)).toMatchObject({ state: 'expiring', daysLeft: 5 });
    expect(licenceStatus(key('2026-03-16'), PUBLIC, NOW)).toMatchObject({ state: 'quiet', daysLeft: 6 });
    expect(licenceStatus(key('2026-04-09'), PUBLIC, NOW)).toMatchObject({ state: 'quiet', daysLeft: 30 });
    expect(licenceStatus(key('2026-04-10'), PUBLIC, NOW).state).toBe('valid');
  });

  it('refuses a key whose terms were changed or that another key pair signed', () => {
    const good = key('2026-12-31');
    const [payload, signature] = good.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('2026-12-31', '2099-12-31'),
    ).toString('base64url');
    expect(verifyLicence(`${forged}.${signature}`, PUBLIC)).toBeNull();
    expect(verifyLicence(good, PUBLIC)).toEqual({
      customerNumber: 'C-7',
      productType: 'AACSB',
      dueDate: '2026-12-31',
    });
    expect(verifyLicence(DEMO_LICENCE_KEY, PUBLIC)).toBeNull();
  });

  it('accepts the demo school’s key with the configured demo public key', () => {
    const demoPublic = 'MCowBQYDK2VwAyEAyJEGDhmVmFFf7+VjeR2A2zzIa68aFYay0cBhwtF9wpc=';
    expect(verifyLicence(DEMO_LICENCE_KEY, demoPublic)).toMatchObject({
      customerNumber: 'DEMO-0001',
      dueDate: '2036-12-31',
    });
  });
});

interface Info {
  systemName?: string;
  licenceKey?: string | null;
  licenceState?: string;
  licenceMessage?: string | null;
  dueDate?: string | null;
  customerNumber?: string | null;
  aiConsultant?: string;
  retroactiveYears?: number;
  contributionRate?: number;
  sso?: string;
  registrationOpen?: string;
}
const first = (body: { result: { records: Info[] } }) => body.result.records[0];

describe('school settings', () => {
  const t = useTestApp({ LICENCE_PUBLIC_KEY: PUBLIC });

  it('shows the login page its subset without a token, and the rest only to administrators', async () => {
    const anonymous = first((await t.api.get<{ records: Info[] }>('/aacsb/schoolInfo/list')).body);
    expect(anonymous.systemName).toBeTruthy();
    expect(anonymous).toHaveProperty('sso');
    expect(anonymous).toHaveProperty('licenceState');
    expect(anonymous).not.toHaveProperty('licenceKey');
    expect(anonymous).not.toHaveProperty('aiConsultant');

    const teacher = first(
      (await t.api.get<{ records: Info[] }>('/aacsb/schoolInfo/list', { token: await t.tokenFor('teacher') }))
        .body,
    );
    expect(teacher).toHaveProperty('aiConsultant');
    expect(teacher).not.toHaveProperty('licenceKey');
    expect(teacher).not.toHaveProperty('retroactiveYears');

    const admin = first(
      (await t.api.get<{ records: Info[] }>('/aacsb/schoolInfo/list', { token: await t.tokenFor('admin') }))
        .body,
    );
    expect(admin).toMatchObject({ retroactiveYears: 5, contributionRate: 50 });
    expect(admin).toHaveProperty('licenceKey');
  });

  it('takes the due date from the signed key and warns in the caller’s language', async () => {
    const admin = await t.tokenFor('admin');
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const saved = await t.api.put('/aacsb/schoolInfo/edit', { licenceKey: key(soon) }, { token: admin });
    expect(saved.status).toBe(200);
    const info = first(
      (await t.api.get<{ records: Info[] }>('/aacsb/schoolInfo/list', { lang: 'zh-CN' })).body,
    );
    expect(info).toMatchObject({ licenceState: 'expiring', dueDate: soon });
    expect(info.licenceMessage).toContain(soon);
    expect(info.licenceMessage).toContain('许可证即将到期');

    const bad = await t.api.put('/aacsb/schoolInfo/edit', { licenceKey: `${key(soon)}x` }, { token: admin });
    expect(bad.status).toBe(400);
  });

  it('saves settings, sign-in switches included, for schoolInfo:edit only', async () => {
    const admin = await t.tokenFor('admin');
    const res = await t.api.put<Info>(
      '/aacsb/schoolInfo/edit',
      {
        retroactiveYears: 6,
        contributionRate: 40,
        sso: 'yes',
        casUrl: 'https://cas.example.edu/cas',
        registrationOpen: '1',
      },
      { token: admin },
    );
    expect(res.body.result).toMatchObject({
      retroactiveYears: 6,
      contributionRate: 40,
      sso: 'yes',
      registrationOpen: '1',
    });
    const pub = first((await t.api.get<{ records: Info[] }>('/aacsb/schoolInfo/list')).body);
    expect(pub).toMatchObject({ sso: 'yes', registrationOpen: '1' });
    expect(
      (
        await t.api.put(
          '/aacsb/schoolInfo/edit',
          { aiConsultant: '1' },
          { token: await t.tokenFor('unitadmin') },
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.api.put('/aacsb/schoolInfo/edit', { retroactiveYears: 0 }, { token: admin })).status,
    ).toBe(400);
  });
});
