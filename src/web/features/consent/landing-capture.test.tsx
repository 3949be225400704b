import { render, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededQueryClient } from "../../../../tests/support/web/render";
import { resetPageLoadForTests } from "../../lib/attribution/page-load";
import { resetConsentForTests } from "../../lib/consent";
import { ConsentRoot } from "./consent-root";

const sourcePosts = (spy: { mock: { calls: Array<Parameters<typeof fetch>> } }) =>
  spy.mock.calls.filter(([url]) => url === "/api/attribution/source").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetConsentForTests();
  history.replaceState(null, "", "/pricing?utm_source=newsletter");
  // This is a new page load: another file's sign-in (which associates attribution) may have read one already.
  resetPageLoadForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the landing of each page load", () => {
  it("is stored once the first page is on screen and the browser is idle, and only once", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const client = seededQueryClient([[["config"], { analytics: null }]]);
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <ConsentRoot me={null} />
      </QueryClientProvider>,
    );
    // The capture waits for a painted frame, then for an idle period.
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(sourcePosts(fetchSpy)).toEqual([]);
    idle.splice(0).forEach((run) => run());
    await waitFor(() => expect(sourcePosts(fetchSpy)).toEqual([{ source: "newsletter" }]));

    unmount();
    const again = render(
      <QueryClientProvider client={client}>
        <ConsentRoot me={null} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sourcePosts(fetchSpy)).toHaveLength(1);
    again.unmount();
  });
});
