import { parseArgs } from 'node:util';
import { issueLicence } from './licence.ts';

/**
 * Issues a licence key. The private key (base64 PKCS#8 DER of an Ed25519 key) comes from
 * --private-key or the LICENCE_PRIVATE_KEY environment variable; it is never stored in the
 * repository. Example:
 *   LICENCE_PRIVATE_KEY=... node --import tsx apps/server/src/modules/school/issue-licence.ts \
 *     --customer C-0001 --product AACSB --due 2027-12-31
 * With --new-key-pair it prints a fresh key pair instead (the public key goes to LICENCE_PUBLIC_KEY).
 */
const { values } = parseArgs({
  options: {
    customer: { type: 'string' },
    product: { type: 'string' },
    due: { type: 'string' },
    'private-key': { type: 'string' },
    'new-key-pair': { type: 'boolean' },
  },
});

if (values['new-key-pair']) {
  const { generateKeyPairSync } = await import('node:crypto');
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  console.log(`LICENCE_PUBLIC_KEY=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`);
  console.log(
    `LICENCE_PRIVATE_KEY=${privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64')}`,
  );
} else {
  const privateKey = values['private-key'] ?? process.env.LICENCE_PRIVATE_KEY;
  if (!privateKey || !values.customer || !values.product || !values.due) {
    console.error(
      'usage: issue-licence --customer <no> --product <type> --due YYYY-MM-DD [--private-key <b64>]',
    );
    process.exit(2);
  }
  console.log(
    issueLicence(
      { customerNumber: values.customer, productType: values.product, dueDate: values.due },
      privateKey,
    ),
  );
}
