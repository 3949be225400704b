import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct } from "../../../../core/api-types";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildProduct } from "../../../../../tests/support/web/build-product";
import { FakeEventSource } from "../../../../../tests/support/web/fake-event-source";
import { ProgressOverlay } from "./progress-overlay";

const ID = "product-2";
const onLeave = vi.fn();
let router: ReturnType<typeof renderRoutes>;

/**
 * The JSON API at the network edge: GET /api/products/:id answers with `server.product`, each
 * POST …/notify with the next of `server.notifyAnswers`; anything else fails as offline.
 */
const server = {
  product: null as ApiProduct | null,
  notifyAnswers: [] as Response[],
  reads: 0,
  notified: [] as unknown[],
};

beforeEach(() => {
  Object.assign(server, { product: null, notifyAnswers: [], reads: 0, notified: [] });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === `/api/products/${ID}` && (init?.method ?? "GET") === "GET" && server.product) {
      server.reads += 1;
      return Response.json({ product: server.product });
    }
    if (url === `/api/products/${ID}/notify` && init?.method === "POST" && server.notifyAnswers.length > 0) {
      server.notified.push(JSON.parse(String(init.body)));
      return server.notifyAnswers.shift()!;
    }
    throw new TypeError("Failed to fetch");
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  localStorage.clear();
  const client = seededQueryClient([meSeed(buildMe()), [["config"], { googleEnabled: false, supportEmail: "help@listcraft.test" }]]);
  const element = (
    <>
      <ProgressOverlay productId={ID} onRetry={vi.fn()} onLeave={onLeave} />
      <Toaster />
    </>
  );
  router = renderRoutes([{ path: "*", element }], "/create", client);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe("while waiting", () => {
  it("offers an e-mail after 30 s, prefilled with the account's address", async () => {
    const user = setup();
    advance(29_000);
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    advance(1_000);
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("ada@example.com");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.notifyAnswers.push(Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 }));
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("Could not set email notification. Please try again.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    expect(server.notified).toEqual([{ email: "ada@example.com" }]);
    server.notifyAnswers.push(Response.json({ ok: true }));
    await user.clear(email);
    await user.type(email, "me@example.org");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(server.notified.at(-1)).toEqual({ email: "me@example.org" });
    expect(await screen.findByText("We'll let you know when your listing is ready.", { selector: "[data-description]" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getAllByText("Email notification set").length).toBeGreaterThan(0);
    expect(screen.getByText(/\(me@example\.org\)/)).toBeInTheDocument();
  });

  it("says why the server refuses an address that is not confirmed", async () => {
    const user = setup();
    advance(30_000);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const message = "Listing e-mails go only to a confirmed address: use your account's address, or add and confirm this one under Settings, Notifications.";
    server.notifyAnswers.push(Response.json({ error: { code: "VALIDATION_FAILED", message, details: { email: [message] } } }, { status: 400 }));
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("gives up after 180 s with the support address, Try Again and a toast", async () => {
    const user = setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const source = FakeEventSource.latest();
    advance(180_000);

    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleName("Product Creation Taking Too Long");
    expect(dialog).toHaveTextContent(
      "Your product is still being processed, but it's taking longer than expected. Please try again. If the issue persists, contact our support team:help@listcraft.test",
    );
    expect(source.closed).toBe(true);
    expect(await screen.findByText("Processing is taking longer than expected. Your product has been created.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Product" })).toHaveAttribute("href", `/product/${ID}`);

    await user.click(screen.getByRole("button", { name: "Copy support email" }));
    expect(writeText).toHaveBeenCalledWith("help@listcraft.test");
    expect(await screen.findByText("Email copied to clipboard")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Keep working in the background" }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    onLeave.mockClear();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    await user.keyboard("{Escape}");
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("goes on watching the same product on Try Again within the 2 s, and stays", () => {
    advance(180_000);
    advance(1_000);
    act(() => screen.getByRole("button", { name: "Try Again" }).click());
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe(`/api/products/${ID}/events`);
    advance(5_000);
    expect(router.state.location.pathname).toBe("/create");
    advance(170_000);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    advance(5_000);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Product Creation Taking Too Long");
  });

  it("moves on to the product page 2 s after a timeout", () => {
    advance(180_000);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Product Creation Taking Too Long");
    advance(1_999);
    expect(router.state.location.pathname).toBe("/create");
    advance(1);
    expect(router.state.location.pathname).toBe(`/product/${ID}`);
  });

  it("falls back to reading the product every 3 s when the stream fails", async () => {
    server.product = buildProduct({ id: ID, status: "pending", features: [], addons: { progress: 55, step: 1 } });
    FakeEventSource.latest().fail();
    await act(async () => {});
    expect(server.reads).toBe(1);
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "55");

    server.product = buildProduct({ id: ID });
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(server.reads).toBe(2);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Processing Complete!");
    await act(async () => vi.advanceTimersByTime(6_000));
    expect(server.reads).toBe(2);
  });
});
