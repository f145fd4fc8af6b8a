import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';

const AUTH = join(import.meta.dirname, 'src/features/auth/');
const LOGIN_PAGE = join(AUTH, 'LoginPage.tsx');

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

export default defineConfig({
  plugins: [react(), findLoginPageModules(), precompress()],
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
          ],
        },
      },
    },
  },
});
