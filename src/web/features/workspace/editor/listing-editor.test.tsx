import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct, ListingConflictBody } from "../../../../core/api-types";
import type { EditableListing } from "../../../../core/listing/editable";
import { ProductPage } from "../../../routes/product";
import { renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildProduct } from "../../../../../tests/support/web/build-product";
import { productKeys } from "../../../api/products";
import { subscriptionKey } from "../../../api/subscription";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { toEditable } from "../../../../core/listing/to-editable";

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: "/product/:id", element: <ProductPage /> },
  { path: "/gallery", element: <p>Gallery page</p> },
];

function renderProduct(product: ApiProduct) {
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, buildSubscription({ tier: "creator" })],
  ]);
  const router = renderRoutes(routes, `/product/${product.id}`, client);
  return { client, router };
}

/** Answers each fetch with the next response and keeps what was sent. */
function serverAnswers(...responses: Response[]) {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    sent.push({ url: String(input), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = responses.shift();
    return next ? Promise.resolve(next) : Promise.reject(new Error(`unexpected fetch ${String(input)}`));
  });
  return sent;
}

/** The listing the nth request sent (failing the test when there was none). */
function sentListing(sent: ReturnType<typeof serverAnswers>, index: number): Record<string, unknown> {
  const request = sent[index];
  if (!request) throw new Error(`request ${index} was not sent`);
  return (request.body as { listing: Record<string, unknown> }).listing;
}

async function openEditor(product: ApiProduct) {
  const user = userEvent.setup();
  const rendered = renderProduct(product);
  await user.click(screen.getByRole("button", { name: "Edit listing" }));
  await screen.findByRole("heading", { level: 1, name: "Edit listing" });
  return { user, ...rendered };
}

const setText = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

/** Types at the end of a field in one input event (a paste), which keeps long tests quick. */
const append = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  const input = field as HTMLInputElement;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  await user.paste(text);
};

// Generous: the first test also loads the lazily imported editor, and the test DOM renders the whole form per keystroke.
describe("ListingEditor", { timeout: 15_000 }, () => {
  it("counts the title against Etsy's 140 and turns it red, in words, past the limit; the check follows", async () => {
    const { user } = await openEditor(buildProduct());
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title).toHaveAccessibleDescription("20/140");

    await setText(user, title, "A".repeat(140));
    expect(screen.getByText("140/140")).not.toHaveClass("text-destructive");

    await append(user, title, "BCDEFGHIJK");
    await user.type(title, "LM");
    const counter = screen.getByText("152/140 – 12 over Etsy's 140");
    expect(counter).toHaveClass("text-destructive");
    expect(title).toHaveAccessibleDescription("152/140 – 12 over Etsy's 140");
    const check = screen.getByRole("region", { name: "Listing check" });
    expect(await within(check).findByText("The title is 152 characters; Etsy allows 140.")).toBeInTheDocument();
    expect(within(check).getByRole("heading", { name: "To look at" })).toBeInTheDocument();
  });

  it("counts tags against 13 and each tag against 20, and alt text against 250", async () => {
    const { user } = await openEditor(buildProduct({ keywords: Array.from({ length: 13 }, (_, i) => `tag${i}`) }));
    expect(screen.getByRole("group", { name: "Keywords" })).toHaveAccessibleDescription("13/13 tags");
    expect(screen.getByRole("group", { name: "Use cases" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add tag" }));
    expect(screen.getByText("14/13 tags – 1 over Etsy's 13 tags")).toHaveClass("text-destructive");
    await user.paste("a very long tag for etsy");
    expect(screen.getByRole("textbox", { name: "Tag 14" })).toHaveAccessibleDescription("24/20 – 4 over Etsy's 20");

    await setText(user, screen.getByRole("textbox", { name: "Alt text for image 1" }), "x".repeat(251));
    expect(screen.getByRole("textbox", { name: "Alt text for image 1" })).toHaveAccessibleDescription("251/250 – 1 over Etsy's 250");
  });

  it("adds, reorders and removes list items from the keyboard, focus following the item", async () => {
    const { user } = await openEditor(buildProduct());
    screen.getByRole("button", { name: "Add feature" }).focus();
    await user.keyboard("{Enter}");
    const added = screen.getByRole("textbox", { name: "Feature 3" });
    expect(added).toHaveFocus();
    await user.keyboard("Weekly review");

    screen.getByRole("button", { name: "Move feature 3 up" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Move feature 2 up" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Move feature 1 down" })).toHaveFocus();
    const values = () => ["Feature 1", "Feature 2", "Feature 3"].map((name) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value);
    expect(values()).toEqual(["Weekly review", "Habit tracker", "Goal pages"]);

    screen.getByRole("button", { name: "Remove feature 1" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Feature 1" })).toHaveValue("Habit tracker");
    expect(screen.getByRole("textbox", { name: "Feature 1" })).toHaveFocus();
    expect(screen.queryByRole("textbox", { name: "Feature 3" })).not.toBeInTheDocument();
  });

  it("saves with the base version and exactly the edited listing, then shows Saved and the stored product", async () => {
    const product = buildProduct({ version: 4 });
    const stored = { ...product, title: "Weekly Focus Planner for Notion", version: 5 };
    const sent = serverAnswers(Response.json({ product: stored }));
    const { user, client } = await openEditor(product);
    await append(user, screen.getByRole("textbox", { name: "Title" }), " for Notion");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    const expected: EditableListing = { ...toEditable(product), title: "Weekly Focus Planner for Notion" };
    expect(sent).toEqual([{ url: `/api/products/${product.id}/listing`, method: "PUT", body: { baseVersion: 4, listing: expected } }]);
    expect(client.getQueryData<ApiProduct>(productKeys.detail(product.id))?.version).toBe(5);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("saves with Ctrl+S", async () => {
    const product = buildProduct();
    const sent = serverAnswers(Response.json({ product: { ...product, cta: "Start now", version: 2 } }));
    const { user } = await openEditor(product);
    await setText(user, screen.getByRole("textbox", { name: "Call to action" }), "Start now");
    await user.keyboard("{Control>}s{/Control}");
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ baseVersion: 1, listing: { cta: "Start now" } });
  });

  it("on a conflict shows both texts per changed section and 'Keep mine' saves again on the newer version", async () => {
    const product = buildProduct({ version: 1 });
    const theirs: EditableListing = { ...toEditable(product), title: "Their Planner Title", benefits: ["Theirs benefit"] };
    const conflict: ListingConflictBody = {
      error: { code: "VERSION_CONFLICT", message: "This listing was changed since you opened it." },
      current: { version: 3, listing: theirs, createdAt: "2026-01-07T09:30:00.000Z", byYou: false },
    };
    const mineTitle = "My Planner Title";
    const sent = serverAnswers(
      Response.json(conflict, { status: 409 }),
      Response.json({ product: { ...product, title: mineTitle, benefits: ["Theirs benefit"], version: 4 } }),
    );
    const { user } = await openEditor(product);
    await setText(user, screen.getByRole("textbox", { name: "Title" }), mineTitle);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const dialog = await screen.findByRole("dialog", { name: "This listing was changed since you opened it" });
    const title = within(dialog).getByRole("region", { name: "Title" });
    expect(
      within(title)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringMatching(/^Their version \(saved 1\/7\/26, \d+:30 [AP]M\)$/), "Your changes"]);
    expect(within(title).getByText("Their Planner Title")).toBeInTheDocument();
    expect(within(title).getByText(mineTitle)).toBeInTheDocument();
    expect(within(title).getByRole("button", { name: "Copy their Title" })).toBeInTheDocument();
    expect(within(title).getByRole("button", { name: "Copy your Title" })).toBeInTheDocument();
    const benefits = within(dialog).getByRole("region", { name: "Benefits" });
    expect(within(benefits).getByText("• Theirs benefit")).toBeInTheDocument();
    expect(within(benefits).getByText("• Plan your week in minutes")).toBeInTheDocument();
    await user.click(within(benefits).getByRole("button", { name: "Use theirs for Benefits" }));
    expect(within(dialog).queryByRole("region", { name: "Benefits" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ baseVersion: 3, listing: { ...theirs, title: mineTitle } });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("'Use theirs' loads their version and leaves nothing unsaved", async () => {
    const product = buildProduct();
    const theirs: EditableListing = { ...toEditable(product), title: "Their Planner Title" };
    const body: ListingConflictBody = {
      error: { code: "VERSION_CONFLICT", message: "changed" },
      current: { version: 2, listing: theirs, createdAt: "2026-01-07T09:30:00.000Z", byYou: true },
    };
    serverAnswers(Response.json(body, { status: 409 }), Response.json({ product: { ...product, title: "Their Planner Title", version: 2 } }));
    const { user } = await openEditor(product);
    await setText(user, screen.getByRole("textbox", { name: "Title" }), "Mine");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await user.click(await screen.findByRole("button", { name: "Use theirs" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Their Planner Title");
    expect(screen.getByText("No changes yet")).toBeInTheDocument();
  });

  it("puts each 400 detail on the field its key names", async () => {
    const details = { "listing.features.1": ["must not be empty"], "listing.title": ["must be plain text (no HTML tags or entities)"] };
    serverAnswers(Response.json({ error: { code: "VALIDATION_FAILED", message: "listing.title: must be plain text", details } }, { status: 400 }));
    const { user } = await openEditor(buildProduct());
    await setText(user, screen.getByRole("textbox", { name: "Title" }), "<b>Planner</b>");
    await user.clear(screen.getByRole("textbox", { name: "Feature 2" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription(expect.stringContaining("must be plain text (no HTML tags or entities)"));
    expect(title).toHaveFocus();
    const feature = screen.getByRole("textbox", { name: "Feature 2" });
    expect(feature).toHaveAttribute("aria-invalid", "true");
    expect(feature).toHaveAccessibleDescription("must not be empty");
    expect(screen.getByRole("textbox", { name: "Feature 1" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields need attention");
  });

  it("leaves keywords and use cases out of a free plan's save", async () => {
    const product = buildProduct({ keywords: null, useCases: null });
    const sent = serverAnswers(Response.json({ product: { ...product, title: "New title", version: 2 } }));
    const { user } = await openEditor(product);
    expect(screen.queryByRole("group", { name: "Keywords" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Use cases" })).not.toBeInTheDocument();
    await setText(user, screen.getByRole("textbox", { name: "Title" }), "New title");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved");
    const listing = sentListing(sent, 0);
    expect(listing).not.toHaveProperty("keywords");
    expect(listing).not.toHaveProperty("useCases");
    expect(listing).toHaveProperty("features");
  });

  it("edits every course field, with the title also counted against Udemy's 60 and the subtitle against 120", async () => {
    const course = {
      subtitle: "Money basics",
      courseDescription: "A six-week course.",
      whatYouWillLearn: ["Budgeting"],
      requirements: ["A spreadsheet app"],
      whoThisCourseIsFor: ["Students"],
      courseFeatures: ["Worksheets"],
      curriculumHighlights: ["Real budgets"],
      curriculumDetails: [{ title: "Intro", details: "Why budgets work" }],
      duration: "6 weeks",
    };
    const product = buildProduct({ category: "course", title: "Money Basics", addons: { course } });
    const sent = serverAnswers(Response.json({ product: { ...product, version: 2 } }));
    const { user } = await openEditor(product);

    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription("12/140 12/60");
    const subtitle = screen.getByLabelText("Course subtitle");
    await setText(user, subtitle, "s".repeat(121));
    expect(subtitle).toHaveAccessibleDescription("121/120 – 1 over Udemy's 120");
    await setText(user, subtitle, "Money basics in six weeks");
    await setText(user, screen.getByLabelText("Course description"), "Six weeks of money basics.");
    expect(screen.getByLabelText("Duration")).toHaveValue("6 weeks");
    await setText(user, screen.getByLabelText("Instructor"), "Maria Lopez");
    await append(user, screen.getByLabelText("Requirement 1"), " or paper");
    await user.click(screen.getByRole("button", { name: "Add learning outcome" }));
    await user.paste("Saving");
    await user.click(screen.getByRole("button", { name: "Remove audience 1" }));
    await user.click(screen.getByRole("button", { name: "Add audience" }));
    await user.paste("Parents");
    await append(user, screen.getByLabelText("Course feature 1"), " to print");
    await append(user, screen.getByLabelText("Highlight 1"), " from real people");
    await user.click(screen.getByRole("button", { name: "Add module" }));
    expect(screen.getByLabelText("Module 2 title")).toHaveFocus();
    await user.paste("Saving");
    await user.click(screen.getByLabelText("Module 2 details"));
    await user.paste("Pay yourself first");
    await user.click(screen.getByRole("button", { name: "Move module 2 up" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved");

    expect(sentListing(sent, 0).course).toEqual({
      subtitle: "Money basics in six weeks",
      courseDescription: "Six weeks of money basics.",
      whatYouWillLearn: ["Budgeting", "Saving"],
      requirements: ["A spreadsheet app or paper"],
      whoThisCourseIsFor: ["Parents"],
      courseFeatures: ["Worksheets to print"],
      curriculumHighlights: ["Real budgets from real people"],
      curriculumDetails: [
        { title: "Saving", details: "Pay yourself first" },
        { title: "Intro", details: "Why budgets work" },
      ],
      duration: "6 weeks",
      instructor: "Maria Lopez",
    });
  });

  it("asks before Cancel discards edits", async () => {
    const { user } = await openEditor(buildProduct());
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();
    await user.keyboard("!");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Weekly Focus Planner!");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(screen.getByRole("heading", { level: 1, name: "Weekly Focus Planner" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit listing" })).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Unsaved edits" })).not.toBeInTheDocument();
  });

  it("holds in-app navigation and asks before unloading while edits are unsaved", async () => {
    const { user, router } = await openEditor(buildProduct());
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "Title" }), "!");
    expect(unload()).toBe(true);
    await router.navigate("/gallery");
    expect(await screen.findByRole("dialog", { name: "Leave without saving?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Weekly Focus Planner!");
    await router.navigate("/gallery");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Gallery page")).toBeInTheDocument();
  });

  it("keeps unsaved edits in this tab's draft and offers them back after a reload", async () => {
    const product = buildProduct();
    const first = await openEditor(product);
    await append(first.user, screen.getByRole("textbox", { name: "Title" }), " v2");
    await waitFor(() => expect(window.sessionStorage.length).toBe(1));
    first.router.dispose();
    document.body.innerHTML = "";

    const { user } = { user: userEvent.setup() };
    renderProduct(product);
    const offer = screen.getByRole("region", { name: "Unsaved edits" });
    await user.click(within(offer).getByRole("button", { name: "Restore edits" }));
    expect(await screen.findByRole("textbox", { name: "Title" })).toHaveValue("Weekly Focus Planner v2");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
  });
});
