import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreatePage } from "../../routes/create";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { subscriptionKey } from "../../api/subscription";
import { answerCreates, answerUploads, refusal, storedUpload, uploaded } from "../../../../tests/support/web/fake-product-server";

const DESCRIPTION = "Learn watercolour painting in ten short lessons";
const image = (name: string) => new File(["png"], name, { type: "image/png" });
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillWizard(user: UserEvent, screenshots = [image("one.png"), image("two.png")]) {
  await user.click(screen.getByRole("radio", { name: "Online Course" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  // One input event, as pasting does: typing the description key by key costs seconds here.
  await user.click(screen.getByLabelText("Product Description *"));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.upload(screen.getByLabelText("Screenshots"), screenshots);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

describe("submitting the wizard", () => {
  it("asks what to do with a duplicate and retries with the same images", async () => {
    const user = userEvent.setup();
    const uploads = answerUploads(uploaded(storedUpload("screenshot-1.png", "s1"), storedUpload("screenshot-2.png", "s2")));
    const duplicate = { id: "old", title: DESCRIPTION, category: "course", createdAt: "2026-01-05T10:00:00.000Z", archived: false };
    const product = buildProduct({ title: DESCRIPTION, category: "course", status: "pending", features: [], benefits: [], addons: {} });
    const creates = answerCreates(refusal(409, "DUPLICATE", "A product with this title already exists", { duplicate }), {
      status: 201,
      body: { product, message: "Previous product archived and new product created." },
    });
    await fillWizard(user);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicate Product Found" });
    expect(dialog).toHaveTextContent(`"${DESCRIPTION}" in Online Course, created 1/5/2026`);
    await user.click(within(dialog).getByRole("button", { name: "Replace" }));

    expect(await screen.findByRole("dialog", { name: "Creating Your Product" })).toBeInTheDocument();
    expect(uploads).toEqual([{ method: "POST", url: "/api/uploads", files: ["screenshot-1.png", "screenshot-2.png"] }]);
    expect(creates.map((body) => [body.screenshotIds, body.onDuplicate])).toEqual([
      [["s1", "s2"], undefined],
      [["s1", "s2"], "replace"],
    ]);
    expect(await screen.findByText("Previous product archived and new product created.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Features" })).not.toBeInTheDocument();
    expect(screen.getByText(/Your listing is being generated/)).toBeInTheDocument();
  });

  it("cancelling the duplicate dialog keeps the wizard and says so", async () => {
    const user = userEvent.setup();
    answerUploads(uploaded(storedUpload("screenshot-1.png", "s1")));
    const duplicate = { id: "old", title: DESCRIPTION, category: "course", createdAt: "2026-01-05T10:00:00.000Z", archived: false };
    const creates = answerCreates(refusal(409, "DUPLICATE", "Duplicate", { duplicate }));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Product creation cancelled.")).toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
    expect(creates).toHaveLength(1);
  });

  it("reports a refused screenshot and creates the product from the others", async () => {
    const user = userEvent.setup();
    answerUploads({
      status: 201,
      body: { uploads: [storedUpload("screenshot-2.png", "s2")], failed: [{ name: "screenshot-1.png", reason: "The image could not be read." }] },
    });
    const creates = answerCreates({ status: 201, body: { product: buildProduct({ title: DESCRIPTION }), message: null } });
    await fillWizard(user, [image("broken.png"), image("fine.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Could not upload broken.png")).toBeInTheDocument();
    expect(screen.getByText("The image could not be read.")).toBeInTheDocument();
    expect(creates[0]?.screenshotIds).toEqual(["s2"]);
    expect(await screen.findByRole("heading", { name: "Features" })).toBeInTheDocument();
  });

  it("stops with an upload error when no image could be stored", async () => {
    const user = userEvent.setup();
    const failed = [{ name: "screenshot-1.png", reason: "Only JPEG, PNG, WebP or GIF images are allowed." }];
    answerUploads(refusal(422, "UNPROCESSABLE", "Failed", { failed }));
    const creates = answerCreates();
    await fillWizard(user, [image("fake.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Upload Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to upload any images. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Could not upload fake.png")).toBeInTheDocument();
    expect(creates).toEqual([]);
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it.each([
    [413, "STORAGE_QUOTA", "This upload would go past your plan's 200 MB of image storage (199.5 MB used)."],
    [429, "TOO_MANY_REQUESTS", "Your plan allows 20 uploads per hour. Please try again in 12 minutes."],
    [503, "SERVICE_UNAVAILABLE", "Many images are being processed right now. Please try again in a moment."],
  ])("shows the server's reason when it refuses the upload with %i %s", async (status, code, message) => {
    const user = userEvent.setup();
    answerUploads(refusal(status, code, message));
    const creates = answerCreates();
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    // sonner keeps earlier toasts between tests; the message is each case's own.
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(creates).toEqual([]);
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it("runs one submission however often Submit is pressed, showing its progress", async () => {
    const user = userEvent.setup();
    // Half the bytes are sent, and no answer comes.
    const uploads = answerUploads(undefined, 0.5);
    await fillWizard(user, [image("one.png")]);

    const submit = screen.getByRole("button", { name: "Submit Product" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByText("Uploading images...")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Submission progress" })).toHaveAttribute("aria-valuenow", "15");
    expect(uploads).toHaveLength(1);
  });

  it("moves the progress on to the duplicate check while the product is created", async () => {
    const user = userEvent.setup();
    answerUploads(uploaded(storedUpload("screenshot-1.png", "s1")));
    answerCreates(); // The create's answer never comes.
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("Checking for duplicates...")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Submission progress" })).toHaveAttribute("aria-valuenow", "45");
  });

  it.each([
    ["401 UNAUTHORIZED", refusal(401, "UNAUTHORIZED", "Sign in to continue"), "Authentication Error", "You must be logged in to create a product."],
    [
      "400 VALIDATION_FAILED",
      refusal(400, "VALIDATION_FAILED", "description: is required", {}, { description: ["is required"] }),
      "Validation Error",
      "description: is required",
    ],
  ])("answers a create refused with %s by its code", async (_name, answer, title, description) => {
    const user = userEvent.setup();
    answerUploads(uploaded(storedUpload("screenshot-1.png", "s1")));
    answerCreates(answer);
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    const toast = (await screen.findByText(description)).closest("li");
    expect(toast).toHaveTextContent(title);
    expect(screen.getByRole("button", { name: "Submit Product" })).toBeEnabled();
  });

  it("takes a refused create's Validation Error away once the creator edits the fields", async () => {
    const user = userEvent.setup();
    answerUploads(uploaded(storedUpload("screenshot-1.png", "s1")));
    answerCreates(refusal(400, "VALIDATION_FAILED", "description: is too vague", {}, { description: ["is too vague"] }));
    await fillWizard(user, [image("one.png")]);
    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByText("description: is too vague")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Description/ }));
    await user.click(screen.getByLabelText("Product Description *"));
    await user.paste(" with a printable colour chart");
    await waitFor(() => expect(screen.queryByText("description: is too vague")).not.toBeInTheDocument());
  });

  it("shows the upgrade panel when the server says the plan is used up", async () => {
    const user = userEvent.setup();
    answerUploads(uploaded(storedUpload("screenshot-1.png", "s1")));
    answerCreates(refusal(403, "PLAN_LIMIT", "Your Creator plan allows 10 products."));
    await fillWizard(user, [image("one.png")]);

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });
});
