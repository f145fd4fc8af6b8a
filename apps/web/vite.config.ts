import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        /**
         * The first visit in two files (issue 6): `boot` holds what the entry imports statically
         * (React, antd's core, the router, i18n, the providers), `login` the login page and what
         * it imports besides. Left to itself the bundler cuts the same code into some seventy
         * shared chunks, which compress about 8% worse than a few files. Later pages are split as
         * usual; one that needs a module of `login` (a form, an input) loads that file too.
         */
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'login', test: /[\\/]src[\\/]features[\\/]auth[\\/]LoginPage\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
