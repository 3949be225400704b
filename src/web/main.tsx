import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { prefetchFirstPage } from "./app/prefetch-first-page";
import { pageLoad } from "./features/attribution/page-load";
import { fetchMe, meKey } from "./api/session";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();
// Ask for the session while the first page's code is still downloading.
void queryClient.prefetchQuery({ queryKey: meKey, queryFn: fetchMe });
prefetchFirstPage(queryClient, location.pathname);
// Every page load is a landing for attribution (issue 15): its address is read now, before any
// redirect; ConsentRoot stores it once the first page is on screen.
pageLoad();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
