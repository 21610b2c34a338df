// Vite build of the web app into apps/web/dist (served by apps/server); in development `/api` goes to the server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.GARITA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiTarget } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
