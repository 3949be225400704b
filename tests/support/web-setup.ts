import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { setSender } from "../../src/web/lib/analytics/track";

// findBy*/waitFor wait up to 5 s, not 1 s: on a busy two-core machine a form's asynchronous
// validation or a lazily imported chunk can take longer than a second to show.
configure({ asyncUtilTimeout: 5000 });

// Files share one happy-dom window per worker (decision 068): each starts with empty
// storage, no cookies, no title and the address at "/", as a fresh page would.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = "";
  window.history.replaceState(null, "", "/");
});

afterEach(() => cleanup());
// Component tests stub fetch per request; analytics batches (tested in track.test.ts) stay out of their way.
setSender(() => {});
// A request no test answered (a background refresh, say) fails at once, as it would with no server,
// rather than going out from happy-dom to its page's address (http://localhost:3000).
globalThis.fetch = (input) => Promise.reject(new TypeError(`Failed to fetch ${input instanceof Request ? input.url : String(input)}: no test answers it`));
