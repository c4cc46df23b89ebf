import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import relay from 'vite-plugin-relay';

const fromHere = (relativePath: string): string => fileURLToPath(new URL(relativePath, import.meta.url));

/**
 * GraphiQL (with Monaco) is large and lives only in the playground entry. This plugin
 * records which files the app itself can reach from index.html, so the service worker
 * precaches the app shell and never the playground.
 */
function appShellFiles(): { plugin: Plugin; isInAppShell: (url: string) => boolean } {
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: 'nutri:app-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const pending = chunks.filter((chunk) => chunk.isEntry && chunk.name === 'main');
      while (pending.length > 0) {
        const chunk = pending.pop()!;
        if (reachable.has(chunk.fileName)) continue;
        reachable.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => reachable.add(file));
        chunk.viteMetadata?.importedAssets.forEach((file) => reachable.add(file));
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
          const next = byFileName.get(imported);
          if (next) pending.push(next);
        }
      }
    },
  };
  return { plugin, isInAppShell: (url) => !url.startsWith('assets/') || reachable.has(url) };
}

const shell = appShellFiles();

const API_PATHS = /^\/(graphql|api|healthz|playground\.html)/;

export default defineConfig({
  plugins: [
    react(),
    relay,
    shell.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Nutri — nutrition & health tracker',
        short_name: 'Nutri',
        description: 'Track food, supplements and bloodwork, and get AI insights. For educational purposes only.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f6faf7',
        theme_color: '#12715b',
        categories: ['health', 'food', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['playground.html'],
        // Only to get past workbox's size check: the transform below drops the playground files.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => shell.isInAppShell(entry.url)), warnings: [] })],
        // Push notifications: shown by, and opened from, the service worker.
        importScripts: ['/push-handler.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [API_PATHS],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    // The app uses Relay's hooks only; react-relay's main entry also bundles the legacy container API (about 12 kB gzip).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: scripts/measureFirstLoad.mjs reads the chunk graph from it.
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      input: {
        main: fromHere('./index.html'),
        playground: fromHere('./playground.html'),
      },
      treeshake: {
        // Relay's packages are CommonJS without a sideEffects flag. They have no import-time
        // side effects, and declaring so lets the public pages keep compiled documents
        // (whose \`graphql\` import is then unused) without downloading Relay.
        moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/](react-relay|relay-runtime)[\\/]/.test(id),
      },
      onLog(level, log, handler) {
        // GraphiQL's React Compiler output carries 'use no memo' directives; harmless.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
