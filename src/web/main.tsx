import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { finishHydration, GUEST_PAGE, PRERENDERED_ATTRIBUTE } from "./app/prerendered";
import { prefetchFirstPage } from "./app/prefetch-first-page";
import { createAppRouter, loadRouteCode } from "./app/router";
import { pageLoad } from "./features/attribution/page-load";
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
  const guestPage = container.getAttribute(PRERENDERED_ATTRIBUTE) === GUEST_PAGE;
  if (guestPage && (await session) === null && location.search === "") {
    await loadRouteCode(location.pathname);
    const router = createAppRouter();
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} onHydrated={() => finishHydration(container)} />
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start(root);
