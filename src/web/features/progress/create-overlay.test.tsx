import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreatePage } from "../../routes/create";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../testing/render";
import { buildProduct } from "../product-page/build-product";
import { buildSubscription } from "../subscription/build-subscription";
import { createProduct, uploadImages } from "../products/api";
import { subscriptionKey } from "../subscription/api";
import { FakeEventSource } from "./fake-event-source";

vi.mock("../products/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../products/api")>()),
  uploadImages: vi.fn(),
  createProduct: vi.fn(),
}));

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

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe("the create page with the progress overlay", () => {
  it("opens the overlay after a create, keeps the product in the address and goes back to the same data on Try Again", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [{ id: "s1", name: "screenshot-1.png", url: "/media/s1.png", thumbnailUrl: "", contentType: "image/png", width: 1, height: 1, size: 3 }], failed: [] });
    const product = buildProduct({ id: "new-1", title: DESCRIPTION, category: "course", status: "pending", features: [], benefits: [], keywords: [] });
    vi.mocked(createProduct).mockResolvedValue({ product, message: null });
    const router = renderCreate("/create");

    await user.click(screen.getByRole("radio", { name: "Online Course" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Product Description *"), DESCRIPTION);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.upload(screen.getByLabelText("Screenshots"), new File(["png"], "one.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Submit Product" }));

    expect(await screen.findByRole("dialog", { name: "Creating Your Product" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe("?product=new-1"));
    FakeEventSource.latest().emit({ id: "new-1", status: "failed", progress: 0, step: 0, message: "Product processing failed" });
    await user.click(screen.getByRole("button", { name: "Try Again" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { name: "Optional Addons" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Product Description *")).toHaveValue(DESCRIPTION);
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
