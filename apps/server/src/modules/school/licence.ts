import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/**
 * Licence keys: `<payload>.<signature>`, both base64url. The payload is JSON
 * `{customerNumber, productType, dueDate}`; the signature is Ed25519 over the payload bytes. The
 * server holds only the public key (LICENCE_PUBLIC_KEY); keys are issued with issue-licence.ts
 * from a private key that never enters the repository.
 */
export interface LicenceTerms {
  customerNumber: string;
  productType: string;
  /** YYYY-MM-DD, the last day the licence is valid. */
  dueDate: string;
}

/** invalid: no valid key; expired: past the due date; expiring: within 5 days; quiet: 6-30 days; valid: further. */
export type LicenceState = 'invalid' | 'expired' | 'expiring' | 'quiet' | 'valid';

export interface LicenceStatus {
  state: LicenceState;
  dueDate: string | null;
  daysLeft: number | null;
  customerNumber: string | null;
  productType: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function publicKeyOf(base64Spki: string) {
  return createPublicKey({ key: Buffer.from(base64Spki, 'base64'), format: 'der', type: 'spki' });
}

export function issueLicence(terms: LicenceTerms, base64Pkcs8PrivateKey: string): string {
  if (!DATE.test(terms.dueDate)) throw new Error('dueDate must be YYYY-MM-DD');
  const key = createPrivateKey({
    key: Buffer.from(base64Pkcs8PrivateKey, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  const payload = Buffer.from(
    JSON.stringify({
      customerNumber: terms.customerNumber,
      productType: terms.productType,
      dueDate: terms.dueDate,
    }),
  );
  return `${payload.toString('base64url')}.${sign(null, payload, key).toString('base64url')}`;
}

/** The terms of a key whose signature holds, or null (a bad key is the same as none). */
export function verifyLicence(
  licenceKey: string | null | undefined,
  base64Spki: string,
): LicenceTerms | null {
  if (!licenceKey || licenceKey.length > 2000) return null;
  const [payloadPart, signaturePart, extra] = licenceKey.trim().split('.');
  if (!payloadPart || !signaturePart || extra !== undefined) return null;
  try {
    const payload = Buffer.from(payloadPart, 'base64url');
    const signature = Buffer.from(signaturePart, 'base64url');
    if (!verify(null, payload, publicKeyOf(base64Spki), signature)) return null;
    const terms = JSON.parse(payload.toString('utf8')) as Partial<LicenceTerms>;
    if (
      typeof terms.customerNumber !== 'string' ||
      typeof terms.productType !== 'string' ||
      typeof terms.dueDate !== 'string' ||
      !DATE.test(terms.dueDate)
    )
      return null;
    return { customerNumber: terms.customerNumber, productType: terms.productType, dueDate: terms.dueDate };
  } catch {
    return null;
  }
}

/** Whole days from today (server's calendar date, UTC) to the due date; 0 on the due date itself. */
export function daysUntil(dueDate: string, now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [y, m, d] = dueDate.split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - today) / 86_400_000);
}

/** The states of spec 000 section 4, computed here so every client shows the same thing. */
export function licenceStatus(
  licenceKey: string | null | undefined,
  base64Spki: string,
  now = new Date(),
): LicenceStatus {
  const terms = verifyLicence(licenceKey, base64Spki);
  if (!terms)
    return { state: 'invalid', dueDate: null, daysLeft: null, customerNumber: null, productType: null };
  const daysLeft = daysUntil(terms.dueDate, now);
  const state: LicenceState =
    daysLeft < 0 ? 'expired' : daysLeft <= 5 ? 'expiring' : daysLeft <= 30 ? 'quiet' : 'valid';
  return { state, daysLeft, ...terms };
}
