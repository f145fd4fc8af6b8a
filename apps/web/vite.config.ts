import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { RESOURCES } from '../../packages/shared/src/resources/registry.ts';
import { precompress } from './precompress.ts';

const SRC = join(import.meta.dirname, 'src/');
const AUTH = join(SRC, 'features/auth/');
const LOGIN_PAGE = join(AUTH, 'LoginPage.tsx');
const ENTRY = join(SRC, 'main.tsx');
/** What sign-in lands on: the shell and the workplace. */
const SHELL_ROOTS = [
  join(SRC, 'features/shell/AppShell.tsx'),
  join(SRC, 'features/workplace/WorkplacePage.tsx'),
];
/** The routes open before sign-in (app/routes.tsx): they must not load the shell's chunk. */
const OPEN_PAGES = [
  'features/auth/LoginPage.tsx',
  'features/auth/RegisterPage.tsx',
  'features/auth/RegisterResultPage.tsx',
  'features/auth/AlterationPage.tsx',
  'features/accreditation/SecretPage.tsx',
  'components/NotFound.tsx',
].map((p) => join(SRC, p));

/** The login page's own modules: LoginPage.tsx and what it imports from its folder, transitively. */
const loginPageModules = new Set<string>();
function findLoginPageModules(): Plugin {
  return {
    name: 'accredit-login-page-modules',
    apply: 'build',
    buildEnd() {
      loginPageModules.clear();
      const todo = [LOGIN_PAGE];
      while (todo.length > 0) {
        const id = todo.pop()!;
        if (loginPageModules.has(id) || !id.startsWith(AUTH)) continue;
        loginPageModules.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** Every module `roots` import statically, transitively. */
function staticClosure(roots: readonly string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules of the first signed-in page (the shell and the workplace, libraries included) that
 * neither the entry nor an open page uses: one chunk, loaded only after sign-in.
 */
const shellModules = new Set<string>();
function findShellModules(): Plugin {
  return {
    name: 'accredit-shell-modules',
    apply: 'build',
    buildEnd() {
      shellModules.clear();
      const info: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const elsewhere = staticClosure([ENTRY, ...OPEN_PAGES], info);
      for (const id of staticClosure(SHELL_ROOTS, info)) if (!elsewhere.has(id)) shellModules.add(id);
    },
  };
}

/** `virtual:resource-index`: the few fields of each resource the shell needs (app/resource-index.ts). */
function resourceIndex(): Plugin {
  const ID = 'virtual:resource-index';
  return {
    name: 'accredit-resource-index',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const index = RESOURCES.map(({ name, permission, reviewed, labels }) => ({
        name,
        permission,
        reviewed,
        labels,
      }));
      return `export default ${JSON.stringify(index)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), findLoginPageModules(), findShellModules(), resourceIndex(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        /**
         * The first visit in three files (issue 6): `boot` holds what the entry imports statically
         * (React, antd's core, the router, i18n, the providers), `login` the libraries the login
         * page adds (antd's form and inputs...), `login-page` the page's own code. Left to itself
         * the bundler cuts the same code into some seventy shared chunks, which compress about 8%
         * worse. Later pages are split as usual; the shell needs `login` too (it is mostly antd's
         * form controls), not `login-page`.
         */
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            {
              name: 'login-page',
              test: (id) => loginPageModules.has(id),
              // Its libraries stay in `login`.
              includeDependenciesRecursively: false,
              priority: 2,
            },
            { name: 'login', test: (id) => id === LOGIN_PAGE, priority: 1 },
            {
              name: 'shell',
              test: (id) => shellModules.has(id),
              // What it shares with the open pages stays out of it.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
