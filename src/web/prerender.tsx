// Runs at build time in Node (scripts/prerender.ts loads it through Vite), never in the browser.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { meKey } from "./api/session";
import { disableControls } from "./app/prerendered";
import { routes } from "./app/router";
import { SessionLoading } from "./app/session-loading";
import { createQueryClient } from "./lib/query-client";

/**
 * One page as a visitor's browser first renders it once the session has answered "nobody": the
 * same routes, the same query client, no data but the empty session. Controls are disabled until
 * the page is hydrated (app/prerendered.ts).
 */
export async function renderGuestPage(pathname: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`prerendering ${pathname} answered a redirect (${context.status})`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meKey, null);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  queryClient.clear();
  return { html: disableControls(html), status: context.statusCode };
}

/** What every other page paints before its code runs: the layout while the session is read (its consent buttons disabled: React replaces it). */
export function renderSessionLoading(): string {
  return disableControls(renderToStaticMarkup(<SessionLoading />));
}
