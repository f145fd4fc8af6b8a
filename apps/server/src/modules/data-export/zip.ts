import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, createInflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A small zip writer and reader on node:zlib, enough for the full data export: entries are
 * written one after another (a stream's sizes follow it in a data descriptor, so a table never
 * sits in memory) and read back through the central directory (random access, no scanning of
 * the data for signatures). Zip64 records are written when the archive passes 4 GB or 65,535
 * entries; one entry stays under 4 GB. Names are UTF-8.
 */
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const LOCATOR64 = 0x07064b50;
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const MAX32 = 0xffffffff;

export class ZipFormatError extends Error {}

export interface ZipEntryWriter {
  push(chunk: string | Buffer): Promise<void>;
  /** Ends the entry; returns its size in bytes. */
  close(): Promise<number>;
}

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/**
 * The fields a local header (from byte 6) and a central directory record (from byte 8) share, in
 * the same order: flags, method, time, date, crc, compressed and plain sizes, the name's length.
 */
function writeEntryFields(
  h: Buffer,
  at: number,
  e: Omit<CentralEntry, 'name' | 'offset'>,
  nameLength: number,
): void {
  h.writeUInt16LE(e.flags, at);
  h.writeUInt16LE(e.method, at + 2);
  h.writeUInt16LE(e.time, at + 4);
  h.writeUInt16LE(e.date, at + 6);
  h.writeUInt32LE(e.crc >>> 0, at + 8);
  h.writeUInt32LE(e.compressed, at + 12);
  h.writeUInt32LE(e.size, at + 16);
  h.writeUInt16LE(nameLength, at + 20);
}

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function checkName(name: string): Buffer {
  if (!name || name.startsWith('/') || name.split('/').includes('..'))
    throw new ZipFormatError(`Unsafe entry name: ${name}`);
  return Buffer.from(name, 'utf8');
}

export class ZipWriter {
  private readonly out: WriteStream;
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private readonly stamp = dosTime(new Date());
  /** The file's first error (or the abort): every later write is refused with it. */
  private failed: Error | null = null;

  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    // Kept, not thrown: an entry's compressed pieces still arriving after an abort would
    // otherwise write to the closed file and end the process on its unheard error.
    this.out.on('error', (err: Error) => {
      this.failed ??= err;
    });
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  private localHeader(name: Buffer, e: Omit<CentralEntry, 'name' | 'offset'>): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(LOCAL, 0);
    h.writeUInt16LE(20, 4);
    writeEntryFields(h, 6, e, name.length);
    return Buffer.concat([h, name]);
  }

  /** A whole entry from bytes in memory (uploaded files): stored when deflate gains nothing. */
  async addBuffer(name: string, bytes: Buffer): Promise<void> {
    const raw = checkName(name);
    const packed = deflateRawSync(bytes, { level: 6 });
    const deflate = packed.length < bytes.length * 0.95;
    const data = deflate ? packed : bytes;
    const entry = {
      flags: FLAG_UTF8,
      method: deflate ? 8 : 0,
      crc: crc32(bytes),
      compressed: data.length,
      size: bytes.length,
      ...this.stamp,
    };
    if (data.length >= MAX32 || bytes.length >= MAX32) throw new ZipFormatError(`${name} is over 4 GB`);
    const offset = this.offset;
    await this.write(this.localHeader(raw, entry));
    await this.write(data);
    this.entries.push({ name, offset, ...entry });
  }

  /**
   * An entry written as it is produced: push pieces, then close. Entries are written one at a
   * time: close one before adding the next.
   */
  async begin(name: string): Promise<ZipEntryWriter> {
    const raw = checkName(name);
    const offset = this.offset;
    const entry = {
      flags: FLAG_UTF8 | FLAG_DESCRIPTOR,
      method: 8,
      crc: 0,
      compressed: 0,
      size: 0,
      ...this.stamp,
    };
    await this.write(this.localHeader(raw, entry));
    const deflate = createDeflateRaw({ level: 6 });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    let writing: Promise<void> = Promise.resolve();
    deflate.on('data', (chunk: Buffer) => {
      compressed += chunk.length;
      writing = writing.then(() => this.write(chunk));
      // push and close await it; after an abort nobody does, and its refusal is expected.
      writing.catch(() => {});
    });
    const ended = once(deflate, 'end');
    return {
      push: async (chunk) => {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
        await writing;
      },
      close: async () => {
        deflate.end();
        await ended;
        await writing;
        if (size >= MAX32 || compressed >= MAX32) throw new ZipFormatError(`${name} is over 4 GB`);
        const d = Buffer.alloc(16);
        d.writeUInt32LE(DESCRIPTOR, 0);
        d.writeUInt32LE(crc >>> 0, 4);
        d.writeUInt32LE(compressed, 8);
        d.writeUInt32LE(size, 12);
        await this.write(d);
        this.entries.push({ name, offset, ...entry, crc, compressed, size });
        return size;
      },
    };
  }

  /** Writes the central directory and closes the file; returns its size in bytes. */
  async finish(): Promise<number> {
    const start = this.offset;
    for (const e of this.entries) {
      const name = Buffer.from(e.name, 'utf8');
      const big = e.offset >= MAX32;
      const extra = big ? Buffer.alloc(12) : Buffer.alloc(0);
      if (big) {
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(8, 2);
        extra.writeBigUInt64LE(BigInt(e.offset), 4);
      }
      const h = Buffer.alloc(46);
      h.writeUInt32LE(CENTRAL, 0);
      h.writeUInt16LE(big ? 45 : 20, 4);
      h.writeUInt16LE(big ? 45 : 20, 6);
      writeEntryFields(h, 8, e, name.length);
      h.writeUInt16LE(extra.length, 30);
      h.writeUInt32LE(big ? MAX32 : e.offset, 42);
      await this.write(Buffer.concat([h, name, extra]));
    }
    const size = this.offset - start;
    const zip64 = start >= MAX32 || size >= MAX32 || this.entries.length >= 0xffff;
    if (zip64) {
      const end64 = Buffer.alloc(56);
      end64.writeUInt32LE(END64, 0);
      end64.writeBigUInt64LE(44n, 4);
      end64.writeUInt16LE(45, 12);
      end64.writeUInt16LE(45, 14);
      end64.writeBigUInt64LE(BigInt(this.entries.length), 24);
      end64.writeBigUInt64LE(BigInt(this.entries.length), 32);
      end64.writeBigUInt64LE(BigInt(size), 40);
      end64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(LOCATOR64, 0);
      locator.writeBigUInt64LE(BigInt(this.offset), 8);
      locator.writeUInt32LE(1, 16);
      await this.write(Buffer.concat([end64, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.writeUInt16LE(Math.min(this.entries.length, 0xffff), 8);
    end.writeUInt16LE(Math.min(this.entries.length, 0xffff), 10);
    end.writeUInt32LE(Math.min(size, MAX32), 12);
    end.writeUInt32LE(Math.min(start, MAX32), 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'finish');
    return this.offset;
  }

  /** Closes the file without finishing it (after a failure). */
  abort(): void {
    this.failed ??= new ZipFormatError('The archive was abandoned');
    this.out.destroy();
  }
}

export interface ZipEntry {
  name: string;
  size: number;
}

/** Reads a zip file's entries through its central directory. */
export class ZipReader {
  private constructor(
    private readonly path: string,
    private readonly byName: Map<string, CentralEntry>,
    readonly entries: ZipEntry[],
  ) {}

  static async open(path: string): Promise<ZipReader> {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      const tailLength = Math.min(size, 22 + 0xffff + 20);
      const tail = Buffer.alloc(tailLength);
      await file.read(tail, 0, tailLength, size - tailLength);
      let at = -1;
      for (let i = tailLength - 22; i >= 0; i--)
        if (tail.readUInt32LE(i) === END) {
          at = i;
          break;
        }
      if (at < 0) throw new ZipFormatError('not a zip file (no end of central directory)');
      let count = tail.readUInt16LE(at + 10);
      let cdSize = tail.readUInt32LE(at + 12);
      let cdStart = tail.readUInt32LE(at + 16);
      if (at >= 20 && tail.readUInt32LE(at - 20) === LOCATOR64) {
        const end64 = Buffer.alloc(56);
        await file.read(end64, 0, 56, Number(tail.readBigUInt64LE(at - 12)));
        if (end64.readUInt32LE(0) !== END64) throw new ZipFormatError('broken zip64 end record');
        count = Number(end64.readBigUInt64LE(32));
        cdSize = Number(end64.readBigUInt64LE(40));
        cdStart = Number(end64.readBigUInt64LE(48));
      }
      if (cdStart + cdSize > size) throw new ZipFormatError('truncated zip file');
      const cd = Buffer.alloc(cdSize);
      await file.read(cd, 0, cdSize, cdStart);
      const byName = new Map<string, CentralEntry>();
      let p = 0;
      for (let n = 0; n < count; n++) {
        if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL)
          throw new ZipFormatError('broken central directory');
        const nameLength = cd.readUInt16LE(p + 28);
        const extraLength = cd.readUInt16LE(p + 30);
        const commentLength = cd.readUInt16LE(p + 32);
        const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
        let compressed = cd.readUInt32LE(p + 20);
        let entrySize = cd.readUInt32LE(p + 24);
        let offset = cd.readUInt32LE(p + 42);
        // Zip64 extra field: only the values stored as 0xFFFFFFFF, in this order.
        for (let x = p + 46 + nameLength; x < p + 46 + nameLength + extraLength; ) {
          const id = cd.readUInt16LE(x);
          const length = cd.readUInt16LE(x + 2);
          if (id === 0x0001) {
            let y = x + 4;
            if (entrySize === MAX32) {
              entrySize = Number(cd.readBigUInt64LE(y));
              y += 8;
            }
            if (compressed === MAX32) {
              compressed = Number(cd.readBigUInt64LE(y));
              y += 8;
            }
            if (offset === MAX32) offset = Number(cd.readBigUInt64LE(y));
          }
          x += 4 + length;
        }
        byName.set(name, {
          name,
          flags: cd.readUInt16LE(p + 8),
          method: cd.readUInt16LE(p + 10),
          time: cd.readUInt16LE(p + 12),
          date: cd.readUInt16LE(p + 14),
          crc: cd.readUInt32LE(p + 16),
          compressed,
          size: entrySize,
          offset,
        });
        p += 46 + nameLength + extraLength + commentLength;
      }
      const entries = [...byName.values()].sort((a, b) => a.offset - b.offset);
      return new ZipReader(
        path,
        byName,
        entries.map((e) => ({ name: e.name, size: e.size })),
      );
    } finally {
      await file.close();
    }
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The entry's bytes as a stream (inflated; its CRC checked at the end). */
  async stream(name: string): Promise<Readable> {
    const e = this.byName.get(name);
    if (!e) throw new ZipFormatError(`no entry ${name}`);
    if (e.method !== 0 && e.method !== 8)
      throw new ZipFormatError(`${name}: unknown compression ${e.method}`);
    const header = Buffer.alloc(30);
    const file = await open(this.path, 'r');
    try {
      await file.read(header, 0, 30, e.offset);
    } finally {
      await file.close();
    }
    if (header.readUInt32LE(0) !== LOCAL) throw new ZipFormatError(`${name}: broken local header`);
    const start = e.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (e.compressed === 0) return Readable.from([]);
    const raw = createReadStream(this.path, { start, end: start + e.compressed - 1 });
    let crc = 0;
    let size = 0;
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        done(null, chunk);
      },
      flush(done) {
        if (crc >>> 0 !== e.crc >>> 0 || size !== e.size)
          done(new ZipFormatError(`${name} is damaged (its CRC does not match)`));
        else done();
      },
    });
    const out = e.method === 8 ? raw.pipe(createInflateRaw()) : raw;
    raw.on('error', (err: Error) => check.destroy(err));
    out.on('error', (err: Error) => check.destroy(err));
    return out.pipe(check);
  }

  /** The entry's bytes (for small entries and uploaded files). */
  async read(name: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pipeline(await this.stream(name), async (source: AsyncIterable<Buffer>) => {
      for await (const c of source) chunks.push(c);
    });
    return Buffer.concat(chunks);
  }

  /** The entry's text lines, one at a time (JSON lines). */
  async *lines(name: string): AsyncGenerator<string> {
    let rest = '';
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for await (const chunk of await this.stream(name)) {
      const text = rest + decoder.decode(chunk as Buffer, { stream: true });
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) if (line) yield line;
    }
    rest += decoder.decode();
    if (rest) yield rest;
  }
}
