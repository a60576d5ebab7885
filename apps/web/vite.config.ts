import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultServerConditions, defineConfig } from 'vite';
// The source, not the package: the config is read before anything is built.
import { serverPages } from '../../packages/contract/src/site.js';

const apiTarget = process.env.TOCSIN_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Resolve @tocsin/contract to its TypeScript source, so the web never waits on a contract build.
    conditions: ['source'],
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
      // Zod configured for the browser, loaded only by the pages that validate with it.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./app/lib/zod.ts', import.meta.url)) },
    ],
  },
  // The prerender of index.html runs in Node: bundle the contract from source rather than import
  // its dist build, which may not exist yet. React Router sets the server conditions itself.
  ssr: {
    noExternal: ['@tocsin/contract'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files for what every page runs: a cold load over HTTP/1.1 fetches six
        // files at a time, and ~40 small ones cost rounds of round trips before the first paint.
        codeSplitting: {
          groups: [
            // The framework.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
              priority: 20,
            },
            // The shell (root, header, footer, toasts) with everything it imports: every page
            // loads all of it anyway. Page-specific code and libraries stay with their pages.
            { name: 'shell', test: /[\\/]app[\\/]root\.tsx$/, priority: 10 },
            // The signed-in app's own code and the UI libraries under it, in two files rather
            // than seventy: the dashboard's first screen otherwise waits on rounds of six
            // requests at a time. Visitors' pages run no app script, and the login page loads
            // these while the form is filled.
            {
              name: 'app',
              test: /[\\/]app[\\/](features[\\/](?!marketing[\\/])|components[\\/]|lib[\\/]|layouts[\\/])/,
              priority: 5,
            },
            {
              name: 'ui',
              test: /[\\/]node_modules[\\/](radix-ui|@radix-ui|@floating-ui|lucide-react|react-hook-form|zod)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // A regex, so the /api-docs page is not sent to the API as well.
      '^/api/': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      // The pages the server makes itself (serverPages in the contract): /status.
      [`^(${serverPages.join('|')})(\\?.*)?$`]: { target: apiTarget, changeOrigin: false },
    },
  },
});
