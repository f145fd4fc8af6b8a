import { constants, createHash, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithPublicKey, oaepEncrypt, sha256 } from './rsa.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (b64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(b64, 'base64'),
  ).toString('utf8');

describe('password encryption for the login call', () => {
  it('hashes like SHA-256', () => {
    for (const size of [0, 3, 55, 56, 64, 200]) {
      const data = randomBytes(size);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('encrypts with Web Crypto so the server key decrypts it', async () => {
    expect(decrypt(await encryptWithPublicKey(publicKey, 'Demo@2026'))).toBe('Demo@2026');
  });

  it('encrypts without Web Crypto (plain-HTTP installations) so the server key decrypts it', () => {
    const der = Buffer.from(publicKey.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const cipher = oaepEncrypt(new Uint8Array(der), new TextEncoder().encode('Pässwort#1 中文'));
    expect(cipher.length).toBe(256);
    expect(decrypt(Buffer.from(cipher).toString('base64'))).toBe('Pässwort#1 中文');
  });
});
