import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { APP_VERSION } from '@accredit/shared';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, Deps } from './core/app-types.ts';
import { auditWrites } from './core/audit.ts';
import {
  BROTLI_QUALITY,
  COMPRESS_THRESHOLD,
  COMPRESSIBLE_TYPES,
  compressSmallAnswers,
} from './core/compression.ts';
import type { Config } from './core/config.ts';
import { fail } from './core/envelope.ts';
import { errorHandler } from './core/errors-handler.ts';
import { authenticate, authorize, requireAccessDeclaration } from './core/guard.ts';
import { localeOf, translate } from './core/i18n.ts';
import { guardInput } from './core/input-guard.ts';
import {
  DEFAULT_SECURITY,
  openapiTransform,
  openapiTransformObject,
  SECURITY_SCHEMES,
} from './core/openapi.ts';
import { databaseRateLimitStore } from './core/rate-limit-store.ts';
import { useSecurityHeaders } from './core/security-headers.ts';
import { storageFor } from './core/storage.ts';
import { MODULES } from './modules/index.ts';
import { auditTokenUse } from './modules/tokens/bearer.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

/** What the server says at start: where it serves, on which database, with which settings. */
export function describeServing(config: Config, port: number) {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  let database = `the embedded database in ${resolve(config.DATA_DIR)}`;
  if (config.DATABASE_URL) {
    const u = new URL(config.DATABASE_URL);
    database = `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`; // never the password
  }
  return {
    url: `${config.HTTPS ? 'https' : 'http'}://${host}:${port}`,
    listen: `${config.HOST}:${port}`,
    environment: config.NODE_ENV,
    database,
    files: storageFor(config).describe(),
    tls: config.HTTPS
      ? 'HSTS and upgrade-insecure-requests on (HTTPS=true)'
      : 'plain HTTP allowed (HTTPS=false)',
    demoSeed: config.SEED_DEMO,
  };
}

export interface BuildOptions {
  logger?: boolean | object;
  /** Routes registered, for the access test. */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);
  app.decorateRequest('locale', 'en-US');

  // First of the hooks, so a refused or failed answer carries them too.
  useSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // A supporting PDF is shown in a frame from a blob the app fetched with the token (a
        // frame cannot send the header); the blob holds only a file the server sniffed as PDF.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        // Only over TLS: on plain HTTP it makes the browser ask for https scripts and the page stays blank.
        upgradeInsecureRequests: config.HTTPS ? [] : null,
      },
    },
    strictTransportSecurity: config.HTTPS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRoute', (route) => {
    requireAccessDeclaration(route);
    options.onRoute?.(route);
  });
  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request.headers);
  });
  app.addHook(
    'onRequest',
    authenticate(database.db, {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    }),
  );
  // Authorise right after authenticating, before the body is even parsed: a caller without the
  // permission learns nothing of the body's schema (nor of how it is read).
  app.addHook('onRequest', authorize);
  app.addHook('preValidation', guardInput);
  app.addHook('onResponse', auditWrites(database.db));
  app.addHook('onResponse', auditTokenUse(database.db));

  // JSON and pages compressed when the client accepts it (a 100-row list is about 114 kB raw). Not
  // event streams (the AI answer must arrive as it is written) nor files that are zips already.
  // Small answers are compressed at once (compression.ts); the rest, and streams, here.
  compressSmallAnswers(app);
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: COMPRESSIBLE_TYPES,
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (request, context) => ({
      ...fail(translate(request.locale ?? 'en-US', 'errors.tooManyRequests'), 429),
      statusCode: context.statusCode,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Accreditation and Teaching Quality API', version: APP_VERSION },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: DEFAULT_SECURITY,
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const module of MODULES) {
    await app.register(async (scoped) => module(scoped as unknown as App, deps), { prefix: '/api' });
  }

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    // Hashed assets never change; the build writes .br and .gz beside them.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && hasWeb;
    if (wantsPage) {
      // History-mode routing: every page path gets the web app, which shows its own 404.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { maxAge: 0 });
    }
    return reply.status(404).send(fail(translate(request.locale ?? 'en-US', 'errors.notFound'), 404));
  });
  return app as unknown as App;
}
