import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import { CONSENT_ANSWERED_SCRIPT, ENTRY_AFTER_PAINT_SCRIPT } from "../src/core/page-scripts.js";
import { GUEST_PAGE, PRERENDERED_ATTRIBUTE, PRERENDERED_PATH } from "../src/web/app/prerendered.js";

/** The public pages written as HTML (decision 060); `/404` is the page for paths no route has. */
export const PRERENDERED_PAGES = ["/sign-in", "/sign-up", "/pricing", "/legal/privacy", "/legal/terms", "/legal/refunds", "/404"];

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The built index.html made to paint from its own bytes (decision 060):
 * - the app's one stylesheet inline: the first paint needs the HTML alone, not a second round trip
 *   (150 ms on a phone's network); it is about 9 kB compressed, and a page is revalidated (304)
 *   rather than downloaded again;
 * - before it the consent script, so a banner an answered visitor never sees is hidden from the start;
 * - the entry chunk preloaded from the head but run after the first paint (core/page-scripts.ts),
 *   at low priority: nothing in the first paint waits for it (and nothing else competes with it
 *   for the connection then; on the product page its image is asked for by the bundle).
 */
export function paintFirst(html: string, readAsset: (href: string) => string): string {
  const href = STYLESHEET.exec(html)?.[1];
  const entry = ENTRY.exec(html)?.[1];
  if (!href || !entry || !html.includes("</body>")) throw new Error("index.html has no stylesheet, entry script or body to rework");
  const css = readAsset(href).replaceAll("</style", "<\\/style");
  return (
    html
      .replace(ENTRY, () => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry}" data-entry>`)
      .replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=')
      // The disabled link is never fetched (HTML: a disabled stylesheet link is not loaded); it tells
      // Vite's loader, which looks for it before a chunk that names the stylesheet runs, that the
      // stylesheet is on the page (all of it: the build checks there is one).
      .replace(STYLESHEET, () => `<script>${CONSENT_ANSWERED_SCRIPT}</script><style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`)
      .replace("</body>", () => `<script>${ENTRY_AFTER_PAINT_SCRIPT}</script></body>`)
  );
}

/** `dist/web/sign-in/index.html` for `/sign-in`, `dist/web/404.html` for the not-found page. */
export const prerenderedFile = (page: string) => (page === "/404" ? "404.html" : path.join(page.slice(1), "index.html"));

interface Renderer {
  renderGuestPage(pathname: string): Promise<{ html: string; status: number }>;
  renderSessionLoading(): string;
}

/**
 * Renders the public pages into copies of the built index.html, and the session-loading layout
 * into index.html itself (every other path), through a Vite server in SSR mode on the same config,
 * so the markup comes from the very components the bundle hydrates.
 */
export async function prerenderInto(outDir: string, configFile: string | false) {
  const template = paintFirst(readFileSync(path.join(outDir, "index.html"), "utf8"), (href) => readFileSync(path.join(outDir, href), "utf8"));
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender into`);
  const server = await createServer({
    configFile,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const renderer = (await server.ssrLoadModule("/src/web/prerender.tsx")) as Renderer;
    for (const page of PRERENDERED_PAGES) {
      const { html } = await renderer.renderGuestPage(page);
      const file = path.join(outDir, prerenderedFile(page));
      mkdirSync(path.dirname(file), { recursive: true });
      // The path the page was rendered at: the 404 page stands for any path (decision 060).
      const at = page === "/404" ? "" : ` ${PRERENDERED_PATH}="${page}"`;
      writeFileSync(
        file,
        template.replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${GUEST_PAGE}"${at}>${html}</div>`),
      );
    }
    writeFileSync(
      path.join(outDir, "index.html"),
      template.replace(ROOT, () => `<div id="root">${renderer.renderSessionLoading()}</div>`),
    );
  } finally {
    await server.close();
  }
}

/** Vite plugin: prerenders once the bundle is written, before it is precompressed. */
export function prerender(): Plugin {
  let configFile: string | false = false;
  return {
    name: "listcraft:prerender",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      configFile = config.configFile ?? false;
    },
    writeBundle: {
      sequential: true,
      order: "pre",
      async handler(options, bundle) {
        // The page's inline stylesheet must be all of it: a chunk's own would be fetched only when it loads.
        const stylesheets = Object.keys(bundle).filter((file) => file.endsWith(".css"));
        if (stylesheets.length !== 1)
          throw new Error(`the app must build to one stylesheet, inlined into each page; it built ${stylesheets.join(", ") || "none"}`);
        if (options.dir) await prerenderInto(options.dir, configFile);
      },
    },
  };
}
