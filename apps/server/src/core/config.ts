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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CAPTCHA_FIXED_CODE: z.string().min(1).max(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(168),
  UPLOAD_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
};

export const ZConfig = z.object(configShape).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && c.CAPTCHA_FIXED_CODE) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_FIXED_CODE'],
      message: 'must not be set when NODE_ENV=production',
    });
  }
});

export type Config = z.infer<typeof ZConfig>;

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
  return parsed.data;
}
