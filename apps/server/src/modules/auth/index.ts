import type { Module } from '../../core/app-types.ts';
import { type AuthDeps, sessionPolicy } from './context.ts';
import { casRoutes } from './routes/cas.ts';
import { codeRoutes } from './routes/codes.ts';
import { loginRoutes } from './routes/login.ts';
import { passwordRoutes } from './routes/password.ts';
import { publicRoutes } from './routes/public.ts';
import { registerRoutes } from './routes/register.ts';
import { createSenders } from './senders/index.ts';

/**
 * Accounts, sign-in and sessions (issue 3): verification code, password transport key, sign-in by
 * password, phone and CAS, sign-out, registration, password recovery and change. Sessions
 * themselves (token, idle and absolute expiry) are in sessions.ts, resolved by core/guard.ts.
 */
export const authModule: Module = (app, { database, config }) => {
  const deps: AuthDeps = {
    db: database.db,
    config,
    senders: createSenders(config, app.log),
    policy: sessionPolicy(config),
  };
  publicRoutes(app, deps);
  loginRoutes(app, deps);
  codeRoutes(app, deps);
  passwordRoutes(app, deps);
  registerRoutes(app, deps);
  casRoutes(app, deps);
};
