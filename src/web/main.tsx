import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { captureLanding } from "./features/attribution/capture";
import { fetchMe, meKey } from "./lib/session";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();
// Ask for the session while the first page's code is still downloading.
void queryClient.prefetchQuery({ queryKey: meKey, queryFn: fetchMe });
// Every page load is a landing for attribution (issue 15); it waits for nothing and never throws.
void captureLanding().catch(() => undefined);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
