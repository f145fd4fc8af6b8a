/**
 * The text of an uploaded capture file. CNKI and Wanfang clients often export GBK (GB18030) rather
 * than UTF-8, and some Windows tools save UTF-16. Order: a byte-order mark decides; then BOM-less
 * UTF-16 (every other byte zero); then strict UTF-8; then strict GB18030 (a superset of GBK and
 * GB2312), kept only when its double-byte characters look like Chinese text. Anything else is
 * refused (null) rather than turned into garbage. Server (preview) and browser (commit) share it,
 * so both read the same text. TextDecoder knows these encodings in Node and in browsers.
 */
export type CaptureEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

export interface DecodedCapture {
  text: string;
  encoding: CaptureEncoding;
}

/** Strict decoding: a malformed sequence refuses instead of becoming U+FFFD. The BOM is dropped. */
function strict(encoding: CaptureEncoding, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 without a BOM: text that is mostly ASCII has a zero in every other byte. */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.4 && evenZero < pairs * 0.05) return 'utf-16le';
  if (evenZero > pairs * 0.4 && oddZero < pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * Whether GB18030-decodable bytes are Chinese text: nearly all real GBK text lies in the GB2312
 * area (both bytes 0xA1-0xFE: common characters and full-width punctuation), while Latin-1 or
 * Windows-1252 text read as GBK pairs an accented letter with an ASCII one, and Big5 uses trail
 * bytes below 0xA1 for about a third of its characters.
 */
function looksChinese(bytes: Uint8Array): boolean {
  let pairs = 0;
  let gb2312 = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x81 || lead === 0xff) continue;
    const trail = bytes[i + 1] ?? 0;
    if (trail >= 0x30 && trail <= 0x39) {
      // A four-byte GB18030 sequence: real GBK exports have none.
      pairs++;
      i += 3;
      continue;
    }
    pairs++;
    if (lead >= 0xa1 && lead <= 0xf7 && trail >= 0xa1 && trail <= 0xfe) gb2312++;
    i++;
  }
  return pairs > 0 && gb2312 >= pairs * 0.8;
}

/** Control characters other than tab, line feed, form feed and carriage return mark a binary file. */
function binary(text: string): boolean {
  for (let i = 0; i < Math.min(text.length, 20_000); i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

export function decodeCapture(input: Uint8Array): DecodedCapture | null {
  const bytes = input;
  const done = (encoding: CaptureEncoding, text: string | null): DecodedCapture | null =>
    text === null || binary(text) ? null : { text, encoding };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return done('utf-8', strict('utf-8', bytes));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return done('utf-16le', strict('utf-16le', bytes));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return done('utf-16be', strict('utf-16be', bytes));
  const utf16 = bomlessUtf16(bytes);
  if (utf16) return done(utf16, strict(utf16, bytes));
  const utf8 = strict('utf-8', bytes);
  if (utf8 !== null) return done('utf-8', utf8);
  if (!looksChinese(bytes)) return null;
  return done('gb18030', strict('gb18030', bytes));
}
