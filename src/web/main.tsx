import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { canHydrate, finishHydration, GUEST_PAGE, PRERENDERED_ATTRIBUTE } from "./app/prerendered";
import { prefetchFirstPage } from "./app/prefetch-first-page";
import { createAppRouter, loadRouteCode } from "./app/router";
import { pageLoad } from "./lib/attribution/page-load";
import { fetchMe, meKey } from "./api/session";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();
// Ask for the session while the first page's code is still downloading.
const session = queryClient.fetchQuery({ queryKey: meKey, queryFn: fetchMe }).catch(() => undefined);
prefetchFirstPage(queryClient, location.pathname);
// Every page load is a landing for attribution (issue 15): its address is read now, before any
// redirect; ConsentRoot stores it once the first page is on screen.
pageLoad();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * A page the build prerendered for visitors (decision 060) is hydrated once the session says this
 * is a visitor and the page's code is here, so the first render is the tree in the HTML. Anything
 * else (a signed-in reader, a query string the HTML was not rendered with, the layout skeleton of
 * the signed-in pages) is replaced by a fresh render.
 */
async function start(container: HTMLElement) {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== GUEST_PAGE) return render(container);
  const me = await session;
  // The page's code first, so the first render is the page, not the router's fallback over the HTML.
  await loadRouteCode(location.pathname);
  if (!canHydrate(container, me, location)) return render(container);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter()} onMounted={() => finishHydration(container)} />
    </StrictMode>,
  );
}

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      {/* Rendered anew: once the markup in the page has gone, so has what it said about itself. */}
      <App queryClient={queryClient} router={createAppRouter()} onMounted={() => container.removeAttribute(PRERENDERED_ATTRIBUTE)} />
    </StrictMode>,
  );
}

void start(root);
