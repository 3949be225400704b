import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { lazySonner } from "./scripts/lazy-sonner.js";
import { precompress } from "./scripts/precompress.js";
import { prerender } from "./scripts/prerender.js";

/** React Router publishes its production build beside the default (development) one. */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve("react-router").replace("/development/", "/production/")) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve("react-router/dom").replace("/development/", "/production/")) },
];

/**
 * Small pieces many pages share (UI leaves, icons, the products/subscription data layer, checkout
 * and auth helpers): one chunk of a few kB instead of a request each, since HTTP/1.1 fetches six
 * at a time (decision 033). Only modules whose own imports are in the shell or in this list.
 */
const SHARED = [
  /src[\\/]web[\\/]components[\\/](form-field|load-error|loading|error-fallback|on-demand)\.tsx$/,
  /src[\\/]web[\\/]components[\\/]ui[\\/](alert|badge|card|input|label|skeleton|textarea)\.tsx$/,
  /src[\\/]web[\\/]lib[\\/](auth-errors|format-date|save-file|sleep)\.ts$/,
  /src[\\/]core[\\/](plans|trial|usage|billing)\.ts$/,
  /src[\\/]web[\\/]api[\\/](products|product-requests|subscription|billing)\.ts$/,
  /src[\\/]web[\\/]features[\\/]analytics[\\/]track\.ts$/,
  /src[\\/]web[\\/]features[\\/](checkout[\\/](checkout-storage|checkout-plan)|auth[\\/](auth-card|auth-redirect-storage))\.tsx?$/,
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
];

/** Radix's widgets and their helpers (the menus aside): one chunk for the pages that use several. */
const WIDGETS =
  /node_modules[\\/](@radix-ui[\\/](?!react-(menu|popper|dropdown-menu|arrow)[\\/])|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/](dialog|checkbox|tabs|progress|switch|accordion)\.tsx$/;

/** The SPA: built to dist/web (served by the API server); in development /api goes to the server on :3000. */
export default defineConfig(({ command }) => ({
  plugins: [lazySonner(fileURLToPath(new URL("./src/web/lib/lazy-sonner.tsx", import.meta.url))), react(), tailwindcss(), prerender(), precompress()],
  resolve: { alias: command === "build" ? reactRouterProduction : [] },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", tags: ["$initial"], priority: 2 },
            { name: "shared", test: (id: string) => SHARED.some((pattern) => pattern.test(id)), minShareCount: 2, priority: 1 },
            { name: "widgets", test: WIDGETS, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
    },
  },
}));
