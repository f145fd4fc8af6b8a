import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

/**
 * Where uploaded files live: a folder (STORAGE=local, one server) or an S3-compatible bucket
 * (STORAGE=s3: several servers behind a load balancer see the same files). Keys are the
 * generated stored names of sys_file; the database says who may read which.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under this key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** For the start line: the folder or the bucket. */
  describe(): string;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function uploadRoot(config: Config): string {
  return resolve(config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads'));
}

class LocalStorage implements FileStorage {
  readonly kind = 'local';
  constructor(private readonly root: string) {}
  private path(key: string): string {
    const path = resolve(this.root, checkKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  }
  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o600 });
  }
  async get(key: string): Promise<Buffer | null> {
    return readFile(this.path(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
  }
  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
  describe(): string {
    return `folder ${this.root}`;
  }
}

class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(
    private readonly bucket: string,
    private readonly endpoint: string | undefined,
    options: { region: string; forcePathStyle: boolean; accessKeyId?: string; secretAccessKey?: string },
  ) {
    this.client = new S3Client({
      endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }
  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
      throw e;
    }
  }
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }
  /** Fails when the bucket cannot be reached with these settings (checked at start). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
  describe(): string {
    return `bucket ${this.bucket}${this.endpoint ? ` at ${this.endpoint}` : ''}`;
  }
}

const made = new WeakMap<Config, FileStorage>();

/** The storage the configuration names (one per configuration). */
export function storageFor(config: Config): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage =
      config.STORAGE === 's3'
        ? new S3Storage(config.S3_BUCKET!, config.S3_ENDPOINT, {
            region: config.S3_REGION,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          })
        : new LocalStorage(uploadRoot(config));
    made.set(config, storage);
  }
  return storage;
}

/** At start: an unreachable bucket stops the server with a clear message rather than failing uploads later. */
export async function checkStorage(config: Config): Promise<void> {
  const storage = storageFor(config);
  if (storage instanceof S3Storage) {
    await storage.check().catch((e: Error) => {
      throw new Error(`Object storage (${storage.describe()}) is not reachable: ${e.name} ${e.message}`);
    });
  }
}
