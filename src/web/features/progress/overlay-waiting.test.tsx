import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { fetchProduct, notifyWhenReady } from "../../api/products";
import { FakeEventSource } from "../../../../tests/support/web/fake-event-source";
import { ProgressOverlay } from "./progress-overlay";

vi.mock("../../api/products", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../api/products")>()),
  fetchProduct: vi.fn(),
  notifyWhenReady: vi.fn(),
}));

const ID = "product-2";
const onLeave = vi.fn();
let router: ReturnType<typeof renderRoutes>;

beforeEach(() => {
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
  vi.resetAllMocks();
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
    vi.mocked(notifyWhenReady).mockRejectedValueOnce(new ApiError(500, "INTERNAL", "Boom"));
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("Could not set email notification. Please try again.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    vi.mocked(notifyWhenReady).mockResolvedValueOnce({ ok: true });
    await user.clear(email);
    await user.type(email, "me@example.org");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(vi.mocked(notifyWhenReady)).toHaveBeenLastCalledWith(ID, "me@example.org");
    expect(await screen.findByText("We'll let you know when your listing is ready.", { selector: "[data-description]" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getAllByText("Email notification set").length).toBeGreaterThan(0);
    expect(screen.getByText(/\(me@example\.org\)/)).toBeInTheDocument();
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
    vi.mocked(fetchProduct).mockResolvedValue(buildProduct({ id: ID, status: "pending", features: [], addons: { progress: 55, step: 1 } }));
    FakeEventSource.latest().fail();
    await act(async () => {});
    expect(vi.mocked(fetchProduct)).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "55");

    vi.mocked(fetchProduct).mockResolvedValue(buildProduct({ id: ID }));
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(vi.mocked(fetchProduct)).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Processing Complete!");
    await act(async () => vi.advanceTimersByTime(6_000));
    expect(vi.mocked(fetchProduct)).toHaveBeenCalledTimes(2);
  });
});
