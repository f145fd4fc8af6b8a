import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@accredit/shared';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App, Deps } from './core/app-types.ts';
import { auditWrites } from './core/audit.ts';
import { fail } from './core/envelope.ts';
import { errorHandler } from './core/errors-handler.ts';
import { authenticate, authorize, requireAccessDeclaration } from './core/guard.ts';
import { localeOf, translate } from './core/i18n.ts';
import { MODULES } from './modules/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

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
  app.addHook('preHandler', authorize);
  app.addHook('onResponse', auditWrites(database.db));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      ...fail(translate(request.locale ?? 'en-US', 'errors.tooManyRequests'), 429),
      statusCode: context.statusCode,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Accreditation and Teaching Quality API', version: APP_VERSION },
      components: {
        securitySchemes: { token: { type: 'apiKey', name: 'X-Access-Token', in: 'header' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
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
