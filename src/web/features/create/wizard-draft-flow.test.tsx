import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreatePage } from "../../routes/create";
import { memoryDraftStore } from "../../../../tests/support/web/memory-draft-store";
import { buildMe, meSeed, seededQueryClient } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { serverCreates } from "../../../../tests/support/web/fake-product-server";
import { subscriptionKey } from "../../api/subscription";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { DraftSettingsContext, type DraftSettings } from "./use-wizard-draft";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const USER = buildMe().user.id;
const image = (name: string) => new File(["png"], name, { type: "image/png" });

/** /create with the given drafts, and a gallery page to leave to. */
function renderCreate(settings: DraftSettings) {
  const client = seededQueryClient([[subscriptionKey, buildSubscription({ tier: "pro", maxProducts: 40 })], meSeed(buildMe())]);
  const create = (
    <DraftSettingsContext.Provider value={settings}>
      <Link to="/gallery">Gallery</Link>
      <CreatePage />
    </DraftSettingsContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path: "/create", element: create },
      { path: "/gallery", element: <h1>Digital Product Gallery</h1> },
    ],
    { initialEntries: ["/create"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function startCourse(user: UserEvent, description = "Watercolour for beginners") {
  await user.click(await screen.findByRole("radio", { name: "Online Course" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  // One input event, as pasting does: typing it key by key costs seconds here.
  await user.click(screen.getByLabelText("Product Description *"));
  await user.paste(description);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.upload(screen.getByLabelText("Screenshots"), [image("palette.png")]);
}

const beforeUnloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("the wizard's draft", { timeout: 20_000 }, () => {
  it("keeps text and images, and offers them back on the next visit", async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    renderCreate({ store: drafts.store, saveDelayMs: 0 });
    await startCourse(user);
    await waitFor(() => expect(drafts.files.get(USER)?.screenshots.map((f) => f.name)).toEqual(["palette.png"]));
    expect(await screen.findByText("Draft saved in this browser")).toBeInTheDocument();
    expect(drafts.fields.get(USER)).toMatchObject({ step: 3, data: { category: "course", description: "Watercolour for beginners" } });

    cleanup();
    renderCreate({ store: drafts.store, saveDelayMs: 0 });
    const prompt = await screen.findByRole("region", { name: "Resume your draft?" });
    expect(prompt).toHaveTextContent("An unfinished Online Course listing with 1 screenshot.");
    expect(prompt).toHaveTextContent("Watercolour for beginners");
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();

    await user.click(within(prompt).getByRole("button", { name: "Resume" }));
    expect(screen.getByRole("heading", { name: "Add Screenshots" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Remove screenshot 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Description\s*\(completed\)$/ }));
    expect(screen.getByLabelText("Product Description *")).toHaveValue("Watercolour for beginners");
  });

  it("starts over once the discarded draft is gone from the store", async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    renderCreate({ store: drafts.store, saveDelayMs: 0 });
    await startCourse(user);
    await waitFor(() => expect(drafts.fields.has(USER)).toBe(true));

    // The removal is held until the test lets it finish, as a slow IndexedDB commit would be.
    let finishRemoval = () => {};
    const removal = new Promise<void>((resolve) => (finishRemoval = resolve));
    const remove = drafts.store.remove;
    cleanup();
    renderCreate({ store: { ...drafts.store, remove: (id) => removal.then(() => remove(id)) }, saveDelayMs: 0 });
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    // Not started over while the draft is still stored: a reload now would offer it again.
    expect(screen.getByRole("region", { name: "Resume your draft?" })).toBeInTheDocument();
    expect(drafts.fields.has(USER)).toBe(true);
    // Resume clicked meanwhile does not bring back what is being discarded.
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(screen.getByRole("region", { name: "Resume your draft?" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Add Screenshots" })).not.toBeInTheDocument();

    finishRemoval();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Choose Category" })).toHaveFocus());
    expect(screen.getByRole("radio", { name: "Online Course" })).not.toBeChecked();
    expect(drafts.fields.has(USER)).toBe(false);
    expect(drafts.files.has(USER)).toBe(false);
  });

  it("is forgotten once the product is created", async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    const creates = serverCreates(buildProduct({ category: "course" }));
    renderCreate({ store: drafts.store, saveDelayMs: 0 });
    await startCourse(user);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(drafts.fields.get(USER)?.step).toBe(4));

    await user.click(screen.getByRole("button", { name: "Submit Product" }));
    expect(await screen.findByRole("heading", { name: "Features" })).toBeInTheDocument();
    await waitFor(() => expect(drafts.fields.has(USER)).toBe(false));
    expect(creates).toHaveLength(1);
    expect(creates[0]?.testimonial).toBeNull();
  });

  it("writes a change still held back by the delay when the creator moves on in the app", async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    const router = renderCreate({ store: drafts.store, saveDelayMs: 60_000 });
    await user.click(await screen.findByRole("radio", { name: "Wall Art" }));
    expect(drafts.fields.has(USER)).toBe(false);
    expect(screen.getByText("Saving draft…")).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(true);

    await user.click(screen.getByRole("link", { name: "Gallery" }));
    expect(router.state.location.pathname).toBe("/gallery");
    await waitFor(() => expect(drafts.fields.get(USER)?.data.category).toBe("wallart"));
  });

  it("does not hold the creator back once the draft is saved", async () => {
    const user = userEvent.setup();
    const drafts = memoryDraftStore();
    const router = renderCreate({ store: drafts.store, saveDelayMs: 0 });
    await user.click(await screen.findByRole("radio", { name: "Wall Art" }));
    await waitFor(() => expect(drafts.fields.has(USER)).toBe(true));
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
    await user.click(screen.getByRole("link", { name: "Gallery" }));
    expect(router.state.location.pathname).toBe("/gallery");
  });

  it("warns before leaving when the draft cannot be saved", async () => {
    const user = userEvent.setup();
    const router = renderCreate({ store: memoryDraftStore({ failing: true }).store, saveDelayMs: 0 });
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(await screen.findByRole("radio", { name: "Wall Art" }));
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(true));
    expect(screen.getByText("Your answers cannot be saved as a draft in this browser")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Gallery" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the wizard?" });
    expect(dialog).toHaveTextContent("could not be saved as a draft");
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/create");
    expect(screen.getByRole("radio", { name: "Wall Art" })).toBeChecked();

    await user.click(screen.getByRole("link", { name: "Gallery" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Leave" }));
    expect(router.state.location.pathname).toBe("/gallery");
  });

  it("warns before leaving where the browser keeps no drafts, but not before anything was entered", async () => {
    const user = userEvent.setup();
    const router = renderCreate({ store: null, saveDelayMs: 0 });
    await user.click(screen.getByRole("link", { name: "Gallery" }));
    expect(router.state.location.pathname).toBe("/gallery");
    await router.navigate("/create");
    await user.click(await screen.findByRole("radio", { name: "Online Course" }));
    await user.click(screen.getByRole("link", { name: "Gallery" }));
    expect(await screen.findByRole("dialog", { name: "Leave the wizard?" })).toBeInTheDocument();
  });
});
