import { z } from 'zod';

/**
 * Configuration, read from the environment once and checked at start. A bad value stops the
 * server with a message naming the variable. Every variable is documented in the README.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Connections to PostgreSQL one server process keeps (its pool): a call waits for a free one beyond it.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Default: on in development and test, off with NODE_ENV=production unless asked for by name.
  SEED_DEMO: bool.optional(),
  // The school serves over TLS (directly or through a reverse proxy): browsers are then told to use
  // https only (HSTS) and to upgrade sub-requests. Off by default, so plain HTTP on a private network works.
  HTTPS: bool.default(false),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CAPTCHA_FIXED_CODE: z.string().min(1).max(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(168),
  UPLOAD_DIR: z.string().optional(),
  // Each person's uploaded files together stay under this many megabytes.
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  // Uploaded files: a folder (one server) or an S3-compatible bucket (several servers).
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  // Licence keys (modules/school/licence.ts) are checked against this Ed25519 public key (base64 SPKI DER).
  // The default is the demo key pair's public half; its private half is not in the repository.
  LICENCE_PUBLIC_KEY: z
    .string()
    .min(40)
    .default('MCowBQYDK2VwAyEAyJEGDhmVmFFf7+VjeR2A2zzIa68aFYay0cBhwtF9wpc='),
  // Sign-in (modules/auth): per-address limit of login attempts, the role self-registered accounts get.
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  REGISTRATION_ROLE: z.string().regex(/^\d+$/, 'must be a role code').default('4'),
  // SMS codes: `log` writes them to the server log (development), `http` posts them to a gateway.
  SMS_SENDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TEMPLATE: z.string().default('{"phone":"{{phone}}","code":"{{code}}"}'),
  SMS_HTTP_TOKEN: z.string().optional(),
  // E-mail through SMTP; without MAIL_HOST, codes are written to the server log instead.
  MAIL_HOST: z.string().optional(),
  MAIL_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  MAIL_SECURE: bool.default(false),
  MAIL_USER: z.string().optional(),
  MAIL_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Accredit <no-reply@localhost>'),
  // AI consultant (modules/ai): `builtin` answers from the knowledge base and live figures without any
  // network; `openai` streams from an OpenAI-compatible chat-completions server (vLLM, Ollama, llama.cpp or a hosted one).
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_API_KEY: z.string().optional(),
  AI_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // Pause of the built-in provider between groups of four tokens, so its answer reads as it is written (0: none).
  AI_BUILTIN_PACE_MS: z.coerce.number().int().min(0).max(1000).default(12),
  // Background jobs (modules/jobs): a running job's lease (a server that stops mid-job leaves it to run
  // out, then the job is run again), jobs one server runs at once, and a pause after each batch of an
  // export (0: none; tests slow an export down to stop the server in the middle of it).
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  JOB_EXPORT_PACE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
};

export const ZConfig = z.object(configShape).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && c.CAPTCHA_FIXED_CODE) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_FIXED_CODE'],
      message: 'must not be set when NODE_ENV=production',
    });
  }
  if (c.AI_PROVIDER === 'openai' && !c.AI_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is needed when AI_PROVIDER=openai' });
  }
  if (c.STORAGE === 's3' && !c.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is needed when STORAGE=s3' });
  }
  if (c.SMS_SENDER === 'http' && !c.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is needed when SMS_SENDER=http' });
  }
});

type ParsedConfig = z.infer<typeof ZConfig>;
export type Config = Omit<ParsedConfig, 'SEED_DEMO'> & { SEED_DEMO: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(configShape)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = ZConfig.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  return { ...data, SEED_DEMO: data.SEED_DEMO ?? data.NODE_ENV !== 'production' };
}
