import { render, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededQueryClient } from "../../../../tests/support/web/render";
import { CONSENT_STORAGE_KEY, resetConsentForTests } from "../../lib/consent";
import { ConsentRoot } from "./consent-root";

const plausible = { provider: "plausible", scriptUrl: "https://plausible.example/js/script.js", domain: "listcraft.example" } as const;
const scripts = () => [...document.head.querySelectorAll("script")].map((script) => script.src);

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
});
afterEach(() => vi.restoreAllMocks());

const renderRoot = (analytics: typeof plausible | null) =>
  render(
    <QueryClientProvider client={seededQueryClient([[["config"], { analytics }]])}>
      <ConsentRoot me={null} />
    </QueryClientProvider>,
  );

describe("forwarding to an analytics provider", () => {
  it("starts once its code has loaded, with the provider configured and consent given", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    const { unmount } = renderRoot(plausible);
    await waitFor(() => expect(scripts()).toEqual([plausible.scriptUrl]));
    unmount();
  });

  it("adds nothing without a provider", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    const { unmount } = renderRoot(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scripts()).toEqual([]);
    unmount();
  });
});
