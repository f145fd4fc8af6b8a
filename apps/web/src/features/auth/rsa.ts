/**
 * RSA-OAEP (SHA-256) encryption of the password with the server's SPKI public key. Web Crypto does
 * it where the browser offers it; Web Crypto exists only in secure contexts (HTTPS or localhost),
 * so a school serving plain HTTP on its own network gets the same encryption from the small
 * implementation below (RFC 8017 section 7.1.1, FIPS 180-4), built on BigInt.
 */

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

export async function encryptWithPublicKey(pem: string, plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const key = await subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
    return toBase64(new Uint8Array(cipher));
  }
  return toBase64(oaepEncrypt(pemToDer(pem), new TextEncoder().encode(plain)));
}

// ---- fallback -------------------------------------------------------------------------------

/** Reads the modulus and exponent out of a SubjectPublicKeyInfo (DER). */
export function parseSpki(der: Uint8Array): { n: bigint; e: bigint } {
  let pos = 0;
  const header = () => {
    const tag = der[pos++];
    let len = der[pos++];
    if (len & 0x80) {
      const count = len & 0x7f;
      len = 0;
      for (let i = 0; i < count; i++) len = len * 256 + der[pos++];
    }
    return { tag, len };
  };
  const int = () => {
    const { tag, len } = header();
    if (tag !== 0x02) throw new Error('bad key');
    let v = 0n;
    for (let i = 0; i < len; i++) v = (v << 8n) | BigInt(der[pos++]);
    return v;
  };
  header(); // SubjectPublicKeyInfo SEQUENCE
  const alg = header(); // AlgorithmIdentifier SEQUENCE
  pos += alg.len;
  const bits = header(); // BIT STRING
  if (bits.tag !== 0x03) throw new Error('bad key');
  pos += 1; // unused-bits byte
  header(); // RSAPublicKey SEQUENCE
  const n = int();
  const e = int();
  return { n, e };
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export function sha256(data: Uint8Array): Uint8Array {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const length = Math.ceil((data.length + 9) / 64) * 64;
  const msg = new Uint8Array(length);
  msg.set(data);
  msg[data.length] = 0x80;
  const view = new DataView(msg.buffer);
  view.setUint32(length - 8, Math.floor((data.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (data.length * 8) >>> 0);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]);
  return out;
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let counter = 0, pos = 0; pos < length; counter++) {
    const block = new Uint8Array(seed.length + 4);
    block.set(seed);
    new DataView(block.buffer).setUint32(seed.length, counter);
    const digest = sha256(block);
    out.set(digest.subarray(0, Math.min(32, length - pos)), pos);
    pos += 32;
  }
  return out;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function oaepEncrypt(spki: Uint8Array, message: Uint8Array): Uint8Array {
  const { n, e } = parseSpki(spki);
  const k = Math.ceil(n.toString(16).length / 2);
  const hLen = 32;
  if (message.length > k - 2 * hLen - 2) throw new Error('message too long');
  const db = new Uint8Array(k - hLen - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const seed = crypto.getRandomValues(new Uint8Array(hLen));
  const dbMask = mgf1(seed, db.length);
  const maskedDb = db.map((v, i) => v ^ dbMask[i]);
  const seedMask = mgf1(maskedDb, hLen);
  const maskedSeed = seed.map((v, i) => v ^ seedMask[i]);
  const em = new Uint8Array(k);
  em.set(maskedSeed, 1);
  em.set(maskedDb, 1 + hLen);
  let m = 0n;
  for (const byte of em) m = (m << 8n) | BigInt(byte);
  let c = modPow(m, e, n);
  const out = new Uint8Array(k);
  for (let i = k - 1; i >= 0; i--) {
    out[i] = Number(c & 0xffn);
    c >>= 8n;
  }
  return out;
}
