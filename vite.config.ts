import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** Builds the SPA and the Inertia workbench into dist/web; the Fastify server serves it (see src/server/web). */
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': srcDir },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The server hashes index.html into the Inertia asset version, so asset names must carry hashes.
    assetsDir: 'assets',
    sourcemap: true,
  },
});
