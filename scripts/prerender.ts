import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import { CONSENT_ANSWERED_SCRIPT } from "../src/core/consent-early.js";
import { GUEST_PAGE, PRERENDERED_ATTRIBUTE } from "../src/web/app/prerendered.js";

/** The public pages written as HTML (decision 060); `/404` is the page for paths no route has. */
export const PRERENDERED_PAGES = ["/sign-in", "/sign-up", "/pricing", "/legal/privacy", "/legal/terms", "/legal/refunds", "/404"];

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The app's one stylesheet inside the page: the first paint then needs the HTML alone, not a
 * second round trip (150 ms on a phone's network, decision 060). It is about 9 kB compressed, and
 * a page is revalidated (304) rather than downloaded again. Before it, the consent script
 * (core/consent-early.ts), so the banner an answered visitor never sees is hidden from the start.
 */
function inlineHead(html: string, outDir: string): string {
  const href = STYLESHEET.exec(html)?.[1];
  if (!href) throw new Error("index.html has no stylesheet to inline");
  const css = readFileSync(path.join(outDir, href), "utf8").replaceAll("</style", "<\\/style");
  return html.replace(STYLESHEET, () => `<script>${CONSENT_ANSWERED_SCRIPT}</script><style>${css}</style>`);
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
  const template = inlineHead(readFileSync(path.join(outDir, "index.html"), "utf8"), outDir);
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
      writeFileSync(file, template.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${GUEST_PAGE}">${html}</div>`));
    }
    writeFileSync(path.join(outDir, "index.html"), template.replace(ROOT, `<div id="root">${renderer.renderSessionLoading()}</div>`));
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
      async handler(options) {
        if (options.dir) await prerenderInto(options.dir, configFile);
      },
    },
  };
}
