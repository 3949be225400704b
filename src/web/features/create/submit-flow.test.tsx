import { fireEvent, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiUpload } from "../../../core/api-types";
import { ApiError } from "../../lib/api-client";
import { CreatePage } from "../../routes/create";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { createProduct, uploadImages } from "../../api/product-requests";
import { subscriptionKey } from "../../api/subscription";

// Only the two network calls are replaced; the browser specs run the same flow against the server.
vi.mock("../../api/product-requests", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../api/product-requests")>()),
  uploadImages: vi.fn(),
  createProduct: vi.fn(),
}));

const DESCRIPTION = "Learn watercolour painting in ten short lessons";
const image = (name: string) => new File(["png"], name, { type: "image/png" });
const stored = (name: string, id: string): ApiUpload => ({
  id,
  name,
  url: `/media/${id}.png`,
  thumbnailUrl: "",
  contentType: "image/png",
  width: 1,
  height: 1,
  size: 3,
});
const plan = buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 });

beforeEach(() => {
  renderAt(
    <>
      <CreatePage />
      <Toaster />
    </>,
    seededQueryClient([[subscriptionKey, plan], meSeed(buildMe())]),
  );
});
afterEach(() => vi.resetAllMocks());

async function fillWizard(user: UserEvent, screenshots = [image("one.png"), image("two.png")]) {
  await user.click(screen.getByRole("radio", { name: "Online Course" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.type(screen.getByLabelText("Product Description *"), DESCRIPTION);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.upload(screen.getByLabelText("Screenshots"), screenshots);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

describe("submitting the wizard", () => {
  it("asks what to do with a duplicate and retries with the same images", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [stored("screenshot-1.png", "s1"), stored("screenshot-2.png", "s2")], failed: [] });
    const duplicate = { id: "old", title: DESCRIPTION, category: "course", createdAt: "2026-01-05T10:00:00.000Z", archived: false };
    const product = buildProduct({ title: DESCRIPTION, category: "course", status: "pending", features: [], benefits: [], addons: {} });
    vi.mocked(createProduct)
      .mockRejectedValueOnce(new ApiError(409, "DUPLICATE", "A product with this title already exists", undefined, { duplicate }))
      .mockResolvedValueOnce({ product, message: "Previous product archived and new product created." });
    await fillWizard(user);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate Product Found" });
    expect(dialog).toHaveTextContent(`"${DESCRIPTION}" in Online Course, created 1/5/2026`);
    await user.click(within(dialog).getByRole("button", { name: "Replace" }));

    expect(await screen.findByRole("dialog", { name: "Creating Your Product" })).toBeInTheDocument();
    expect(vi.mocked(uploadImages)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createProduct).mock.calls.map(([body]) => [body.screenshotIds, body.onDuplicate])).toEqual([
      [["s1", "s2"], undefined],
      [["s1", "s2"], "replace"],
    ]);
    expect(await screen.findByText("Previous product archived and new product created.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Features" })).not.toBeInTheDocument();
    expect(screen.getByText(/Your listing is being generated/)).toBeInTheDocument();
  });

  it("cancelling the duplicate dialog keeps the wizard and says so", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [stored("screenshot-1.png", "s1")], failed: [] });
    const duplicate = { id: "old", title: DESCRIPTION, category: "course", createdAt: "2026-01-05T10:00:00.000Z", archived: false };
    vi.mocked(createProduct).mockRejectedValue(new ApiError(409, "DUPLICATE", "Duplicate", undefined, { duplicate }));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Product creation cancelled.")).toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
    expect(vi.mocked(createProduct)).toHaveBeenCalledTimes(1);
  });

  it("reports a refused screenshot and creates the product from the others", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({
      uploads: [stored("screenshot-2.png", "s2")],
      failed: [{ name: "screenshot-1.png", reason: "The image could not be read." }],
    });
    vi.mocked(createProduct).mockResolvedValue({ product: buildProduct({ title: DESCRIPTION }), message: null });
    await fillWizard(user, [image("broken.png"), image("fine.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Could not upload broken.png")).toBeInTheDocument();
    expect(screen.getByText("The image could not be read.")).toBeInTheDocument();
    expect(vi.mocked(createProduct).mock.calls[0]?.[0].screenshotIds).toEqual(["s2"]);
    expect(await screen.findByRole("heading", { name: "Features" })).toBeInTheDocument();
  });

  it("stops with an upload error when no image could be stored", async () => {
    const user = userEvent.setup();
    const failed = [{ name: "screenshot-1.png", reason: "Only JPEG, PNG, WebP or GIF images are allowed." }];
    vi.mocked(uploadImages).mockRejectedValue(new ApiError(422, "UNPROCESSABLE", "Failed", undefined, { failed }));
    await fillWizard(user, [image("fake.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Upload Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to upload any images. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Could not upload fake.png")).toBeInTheDocument();
    expect(vi.mocked(createProduct)).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it.each([
    [413, "STORAGE_QUOTA", "This upload would go past your plan's 200 MB of image storage (199.5 MB used)."],
    [429, "TOO_MANY_REQUESTS", "Your plan allows 20 uploads per hour. Please try again in 12 minutes."],
    [503, "SERVICE_UNAVAILABLE", "Many images are being processed right now. Please try again in a moment."],
  ])("shows the server's reason when it refuses the upload with %i %s", async (status, code, message) => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockRejectedValue(new ApiError(status, code, message));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    // sonner keeps earlier toasts between tests; the message is each case's own.
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(vi.mocked(createProduct)).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it("runs one submission however often Submit is pressed, showing its progress", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockImplementation((_files, onProgress) => {
      onProgress?.(0.5);
      return new Promise(() => {});
    });
    await fillWizard(user, [image("one.png")]);

    const submit = screen.getByRole("button", { name: "Submit Product" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByText("Uploading images...")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Submission progress" })).toHaveAttribute("aria-valuenow", "15");
    expect(vi.mocked(uploadImages)).toHaveBeenCalledTimes(1);
  });

  it("moves the progress on to the duplicate check while the product is created", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [stored("screenshot-1.png", "s1")], failed: [] });
    vi.mocked(createProduct).mockReturnValue(new Promise(() => {}));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Checking for duplicates...")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Submission progress" })).toHaveAttribute("aria-valuenow", "45");
  });

  it.each([
    [new ApiError(401, "UNAUTHORIZED", "Sign in to continue"), "Authentication Error", "You must be logged in to create a product."],
    [new ApiError(400, "VALIDATION_FAILED", "description: is required", { description: ["is required"] }), "Validation Error", "description: is required"],
  ])("answers a create refused with %s by its code", async (refusal, title, description) => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [stored("screenshot-1.png", "s1")], failed: [] });
    vi.mocked(createProduct).mockRejectedValue(refusal);
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    const toast = (await screen.findByText(description)).closest("li");
    expect(toast).toHaveTextContent(title);
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it("shows the upgrade panel when the server says the plan is used up", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImages).mockResolvedValue({ uploads: [stored("screenshot-1.png", "s1")], failed: [] });
    vi.mocked(createProduct).mockRejectedValue(new ApiError(403, "PLAN_LIMIT", "Your Creator plan allows 10 products."));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });
});
