import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../testing/render";
import { buildProduct } from "../product-page/build-product";
import { fetchProduct } from "../products/api";
import { FakeEventSource } from "./fake-event-source";
import { notifyWhenReady } from "./notify-api";
import { ProgressOverlay } from "./progress-overlay";

vi.mock("./notify-api", () => ({ notifyWhenReady: vi.fn() }));
vi.mock("../products/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../products/api")>()),
  fetchProduct: vi.fn(),
}));

const ID = "product-2";
const onDismiss = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  localStorage.clear();
  const client = seededQueryClient([meSeed(buildMe()), [["config"], { googleEnabled: false, supportEmail: "help@listcraft.test" }]]);
  const element = (
    <>
      <ProgressOverlay productId={ID} onRetry={vi.fn()} onDismiss={onDismiss} />
      <Toaster />
    </>
  );
  renderRoutes([{ path: "*", element }], "/create", client);
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

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    onDismiss.mockClear();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    expect(FakeEventSource.instances).toHaveLength(2);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();
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
