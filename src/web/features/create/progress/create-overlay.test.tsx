import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreatePage } from "../../../routes/create";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildProduct } from "../../../../../tests/support/web/build-product";
import { serverCreates } from "../../../../../tests/support/web/fake-product-server";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { subscriptionKey } from "../../../api/subscription";
import { FakeEventSource } from "../../../../../tests/support/web/fake-event-source";

const DESCRIPTION = "Learn watercolour painting in ten short lessons";
const plan = buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 });

function renderCreate(path: string) {
  const client = seededQueryClient([[subscriptionKey, plan], meSeed(buildMe()), [["config"], { googleEnabled: false, supportEmail: "help@listcraft.test" }]]);
  const layout = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  const pages = [
    { path: "/create", element: <CreatePage /> },
    { path: "/product/:id", element: <p>Product page</p> },
  ];
  return renderRoutes([{ element: layout, children: pages }], path, client);
}

type User = ReturnType<typeof userEvent.setup>;

/** Goes through the four steps with one screenshot and submits; the create call answers with a pending product. */
async function submitCourse(user: User, id = "new-1") {
  const product = buildProduct({ id, title: DESCRIPTION, category: "course", status: "pending", features: [], benefits: [], keywords: [] });
  const creates = serverCreates(product);
  await user.click(screen.getByRole("radio", { name: "Online Course" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(screen.getByLabelText("Product Description *"));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.upload(screen.getByLabelText("Screenshots"), new File(["png"], "one.png", { type: "image/png" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(screen.getByRole("button", { name: "Submit Product" }));
  await screen.findByRole("dialog", { name: "Creating Your Product" });
  return creates;
}

const fakeTimers = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const elapsedSeconds = () => {
  const [minutes, seconds] = (/Elapsed time: (\d+):(\d\d)/.exec(screen.getByRole("dialog").textContent ?? "") ?? []).slice(1).map(Number);
  return (minutes ?? Number.NaN) * 60 + (seconds ?? Number.NaN);
};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each test goes through the wizard, which takes seconds on a busy machine.
describe("the create page with the progress overlay", { timeout: 20_000 }, () => {
  it("opens the overlay after a create, keeps the product in the address and goes back to the same data on Try Again", async () => {
    const user = userEvent.setup();
    const router = renderCreate("/create");
    await submitCourse(user);
    await waitFor(() => expect(router.state.location.search).toBe("?product=new-1"));
    FakeEventSource.latest().emit({ id: "new-1", status: "failed", progress: 0, step: 0, message: "Product processing failed" });
    await user.click(screen.getByRole("button", { name: "Try Again" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("alert")).toHaveTextContent("Product processing failed. Please try again.Your details are still here");
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Optional Addons" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Product Description *")).toHaveValue(DESCRIPTION);
  });

  it("keeps a failure on screen until Try Again, which goes back to the wizard with the details", async () => {
    const user = fakeTimers();
    const router = renderCreate("/create");
    await submitCourse(user);
    FakeEventSource.latest().emit({ id: "new-1", status: "failed", progress: 0, step: 0, message: "Product processing failed" });
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Product processing failed");
    advance(30_000);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Product processing failed");
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/create");
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveTextContent("Your details are still here");
  });

  it("lets the creator leave the overlay, says where the listing will be, and shows the progress again", async () => {
    const user = fakeTimers();
    const router = renderCreate("/create");
    await submitCourse(user);
    advance(65_000);
    const before = elapsedSeconds();
    expect(before).toBeGreaterThanOrEqual(65);
    await user.click(screen.getByRole("button", { name: "Keep working in the background" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByText("We'll keep working on your listing")).toHaveFocus();
    expect(screen.getByText("Find it on your dashboard when it's ready.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/");

    advance(10_000);
    await user.click(screen.getByRole("button", { name: "Show progress" }));
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    expect(router.state.location.search).toBe("?product=new-1");
    // The same start as before leaving: the 10 s away count, nothing starts again at 0:00.
    expect(elapsedSeconds() - before).toBeGreaterThanOrEqual(10);
    expect(elapsedSeconds() - before).toBeLessThan(13);
    expect(screen.queryByText("We'll keep working on your listing")).not.toBeInTheDocument();
  });

  it("never sends the product again on Try Again after a timeout: it watches the same one", async () => {
    const user = fakeTimers();
    renderCreate("/create");
    const creates = await submitCourse(user);
    advance(180_000);
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Product Creation Taking Too Long");
    act(() => screen.getByRole("button", { name: "Try Again" }).click());

    expect(screen.getByRole("dialog")).toHaveAccessibleName("Creating Your Product");
    expect(creates).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe("/api/products/new-1/events");
    FakeEventSource.latest().emit({ id: "new-1", status: "complete", progress: 100, step: 3, message: "Complete!" });
    expect(screen.getByRole("dialog")).toHaveAccessibleName("Processing Complete!");
  });

  it("offers the product page after a failure of a product reopened from the address, without leaving by itself", async () => {
    const user = fakeTimers();
    const router = renderCreate("/create?product=old-2");
    await screen.findByRole("dialog", { name: "Creating Your Product" });
    FakeEventSource.latest().emit({ id: "old-2", status: "failed", progress: 0, step: 0, message: "Product processing failed" });
    advance(30_000);
    expect(router.state.location.pathname).toBe("/create");
    await user.click(screen.getByRole("link", { name: "View Product" }));
    expect(router.state.location.pathname).toBe("/product/old-2");
  });

  it("reopens the overlay from the address after a reload, with the saved start time", async () => {
    const saved = { startTime: Date.now() - 45_000, progress: 40, currentStepIndex: 1, completed: false, notificationEmail: null };
    localStorage.setItem("listcraft:loading:old-1", JSON.stringify(saved));
    const router = renderCreate("/create?product=old-1");

    expect(await screen.findByRole("dialog", { name: "Creating Your Product" })).toBeInTheDocument();
    expect(screen.getByText("0:45")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(FakeEventSource.latest().url).toBe("/api/products/old-1/events");
    FakeEventSource.latest().emit({ id: "old-1", status: "complete", progress: 100, step: 3, message: "Complete!" });
    await userEvent.setup().click(screen.getByRole("button", { name: "View Your Product" }));
    expect(router.state.location.pathname).toBe("/product/old-1");
    expect(await screen.findByText("Your listing is ready!", { selector: "[data-title]" })).toBeInTheDocument();
  });
});
