import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultServerConditions, defineConfig } from 'vite';

const apiTarget = process.env.TOCSIN_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // Resolve @tocsin/contract to its TypeScript source, so the web never waits on a contract build.
    conditions: ['source'],
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) }],
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
        // The libraries every page runs, in one file rather than ~25 small ones: a cold load
        // fetched those one round of six requests after another. Page-specific libraries (uPlot)
        // stay with their pages; add a library here only if every page needs it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack|zod|radix-ui|@radix-ui|lucide-react|tailwind-merge|clsx)[\\/]/,
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
    },
  },
});
