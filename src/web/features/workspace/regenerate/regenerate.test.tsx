import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct, ApiRegeneration } from "../../../../core/api-types";
import {
  acceptedRegeneration,
  buildRegeneration,
  buildVersion,
  buildVersionSummary,
  listingOf,
  renderWorkspace,
  serveApi,
} from "../../../../../tests/support/web/workspace";
import { buildProduct } from "../../../../../tests/support/web/build-product";
import { FakeEventSource } from "../../../../../tests/support/web/fake-event-source";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const product = buildProduct({ version: 3 });
const base = `/api/products/${product.id}`;

const regeneration = (overrides: Partial<ApiRegeneration> = {}): ApiRegeneration =>
  buildRegeneration({ productId: product.id, section: "benefits", instruction: "shorter", ...overrides });
const accepted = (overrides: Partial<ApiRegeneration> = {}, remainingToday = 4) => acceptedRegeneration(regeneration(overrides), remainingToday);
const refused = (status: number, code: string, message: string) => () => Response.json({ error: { code, message } }, { status });
const posts = (seen: ReturnType<typeof serveApi>) => seen.filter((request) => request.method === "POST");
const regenerated: ApiProduct = { ...product, version: 4, benefits: ["Plan fast"] };

async function openFor(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name }));
  return { user, dialog: await screen.findByRole("dialog", { name }) };
}

/** Adds text at the end of a field in one input event (a paste): typing it key by key re-renders the page per character. */
async function append(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  await user.paste(text);
}

describe("regenerate", () => {
  it("regenerates one section with a quick instruction, based on the version on screen", async () => {
    const seen = serveApi({ [`POST ${base}/regenerate`]: accepted() });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");

    expect(within(dialog).getByText("Your Creator plan includes 60 regenerations a day.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Keep as is" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Shorter" }));
    expect(within(dialog).getByRole("button", { name: "Shorter" })).toHaveAttribute("aria-pressed", "true");
    await append(user, within(dialog).getByLabelText("Instruction (optional)"), ", mention habits");
    expect(within(dialog).getByText("23/200 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(seen)).toEqual([
      { method: "POST", path: `${base}/regenerate`, body: { section: "benefits", instruction: "shorter, mention habits", locked: [], baseVersion: 3 } },
    ]);
    expect(FakeEventSource.latest().url).toBe(`${base}/regenerations/regen-1/events`);
  });

  it("shows the built-in writer's instruction set as buttons that fill the field, with a hint", async () => {
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");
    const quick = within(dialog).getByRole("group", { name: "Quick instructions" });
    expect(
      within(quick)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Shorter", "Longer", "Friendlier", "More formal", "Mention a phrase…", "Focus on an audience…"]);
    const field = within(dialog).getByLabelText("Instruction (optional)");
    const hint = within(dialog).getByText(/^Without a model provider, the built-in writer understands:/);
    expect(hint).toHaveTextContent("mention a phrase from the description, shorter, longer, friendlier, more formal, or focus on an audience.");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);

    // Opposites replace each other; a second press takes the phrase out again.
    await user.click(within(quick).getByRole("button", { name: "Shorter" }));
    await user.click(within(quick).getByRole("button", { name: "Friendlier" }));
    await user.click(within(quick).getByRole("button", { name: "Longer" }));
    expect(field).toHaveValue("friendlier, longer");
    expect(within(quick).getByRole("button", { name: "Shorter" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(quick).getByRole("button", { name: "More formal" }));
    expect(field).toHaveValue("longer, more formal");
    await user.click(within(quick).getByRole("button", { name: "Longer" }));
    expect(field).toHaveValue("more formal");

    // A phrase to mention is asked for, then written in; the keyboard is enough.
    await user.click(within(quick).getByRole("button", { name: "Mention a phrase…" }));
    const phrase = within(dialog).getByLabelText("Which phrase from the description?");
    expect(phrase).toHaveFocus();
    await user.paste("habit tracking");
    await user.keyboard("{Enter}");
    expect(field).toHaveValue("more formal, mention habit tracking");
    expect(within(dialog).queryByLabelText("Which phrase from the description?")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an instruction under the field until it is changed, and keeps the dialog open", async () => {
    const message = "This instruction needs a model provider: “rhyme it”. Without one, the built-in writer understands: shorter.";
    const seen = serveApi({
      [`POST ${base}/regenerate`]: [
        () => Response.json({ error: { code: "UNPROCESSABLE", message, details: { instruction: [message] } } }, { status: 422 }),
        accepted({ instruction: "shorter" }),
      ],
    });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");
    const field = within(dialog).getByLabelText("Instruction (optional)");
    await append(user, field, "rhyme it");
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getAllByRole("alert")).toHaveLength(1);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.clear(field);
    await append(user, field, "shorter");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(seen).map((request) => (request.body as { instruction: string }).instruction)).toEqual(["rhyme it", "shorter"]);
  });

  it("regenerates the whole listing keeping the locked sections, with an audience", async () => {
    const seen = serveApi({ [`POST ${base}/regenerate`]: accepted({ section: null }) });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate listing");

    const keep = within(dialog).getByRole("group", { name: "Keep as is" });
    await user.click(within(keep).getByRole("checkbox", { name: "Keep Title as is" }));
    await user.click(within(keep).getByRole("checkbox", { name: "Keep Keywords as is" }));
    await user.click(within(dialog).getByRole("button", { name: "Focus on an audience…" }));
    await user.click(within(dialog).getByLabelText("Which audience?"));
    await user.paste("busy teachers");
    await user.keyboard("{Enter}");
    expect(within(dialog).getByLabelText("Instruction (optional)")).toHaveValue("focus on busy teachers");
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));

    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]?.body).toEqual({ section: null, instruction: "focus on busy teachers", locked: ["title", "keywords"], baseVersion: 3 });
  });

  it("shows the server's progress, the section busy, then offers Undo and Compare when done", async () => {
    const seen = serveApi({
      [`POST ${base}/regenerate`]: accepted(),
      [`GET ${base}`]: () => Response.json({ product: regenerated }),
      [`POST ${base}/versions/3/restore`]: () => Response.json({ product: { ...product, version: 5 } }),
    });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");
    await user.click(within(dialog).getByRole("button", { name: "Shorter" }));
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    FakeEventSource.latest().emit({ ...regeneration({ progress: 40, message: "Writing benefits..." }) });
    expect(await screen.findByText(/Writing benefits\.\.\./)).toHaveTextContent("Regenerating Benefits: Writing benefits...");
    expect(screen.getByRole("progressbar", { name: "Regeneration progress" })).toHaveAttribute("aria-valuenow", "40");
    const benefits = screen.getByRole("region", { name: "Benefits" });
    expect(within(benefits).getByRole("status")).toHaveTextContent("Regenerating… Benefits");
    expect(screen.getByRole("button", { name: "Regenerate Features" })).toHaveAttribute("aria-disabled", "true");

    const note = "Benefits could not be made shorter without dropping a fact or repeating itself.";
    FakeEventSource.latest().emit({ ...regeneration({ status: "complete", progress: 100, resultVersion: 4, note }) });
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(await screen.findByText("Benefits regenerated")).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(await screen.findByText("Plan fast")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Regenerate Benefits" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Restored version 3")).toBeInTheDocument();
    expect(posts(seen).at(-1)).toEqual({ method: "POST", path: `${base}/versions/3/restore`, body: { baseVersion: 4 } });
  });

  it("opens the diff of the new version against the one before from Compare", async () => {
    const summaries = [
      buildVersionSummary({ number: 4, source: "regenerate", section: "benefits", instruction: "shorter", changed: ["benefits"] }),
      buildVersionSummary({ number: 3, source: "edit" }),
    ];
    serveApi({
      [`POST ${base}/regenerate`]: accepted(),
      [`GET ${base}`]: () => Response.json({ product: regenerated }),
      [`GET ${base}/versions`]: () => Response.json({ current: 4, items: summaries, nextBefore: null }),
      [`GET ${base}/versions/4`]: () => Response.json(buildVersion(summaries[0]!, listingOf(regenerated))),
      [`GET ${base}/versions/3`]: () => Response.json(buildVersion(summaries[1]!, listingOf(product))),
    });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.latest().emit({ ...regeneration({ status: "complete", progress: 100, resultVersion: 4 }) });

    await user.click(await screen.findByRole("button", { name: "Compare" }));
    const history = await screen.findByRole("dialog", { name: "Version history" });
    const benefits = await within(history).findByRole("region", { name: "Benefits" });
    expect(within(history).getByText(/Changes from version 3 to version 4/)).toBeInTheDocument();
    expect(benefits.querySelector("del")).toHaveTextContent("Plan your week in minutes");
    expect(benefits.querySelector("ins")).toHaveTextContent("Plan fast");
  });

  it("says a failed regeneration left the listing unchanged, and retries it", async () => {
    const seen = serveApi({ [`POST ${base}/regenerate`]: [accepted(), accepted({ id: "regen-2" })], [`GET ${base}`]: () => Response.json({ product }) });
    renderWorkspace(product);
    const { user, dialog } = await openFor("Regenerate Benefits");
    await user.click(within(dialog).getByRole("button", { name: "Shorter" }));
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    FakeEventSource.latest().emit({ ...regeneration({ status: "failed", error: "The writer did not answer." }) });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Regeneration failed; your listing is unchanged.");
    expect(alert).toHaveTextContent("The writer did not answer.");
    expect(screen.getByText("Plan your week in minutes")).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(posts(seen)[1]?.body).toEqual({ section: "benefits", instruction: "shorter", locked: [], baseVersion: 3 });
    expect(FakeEventSource.latest().url).toBe(`${base}/regenerations/regen-2/events`);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the daily limit with the server's words, and the upgrade dialog when the plan has none", async () => {
    serveApi({
      [`POST ${base}/regenerate`]: [
        refused(429, "TOO_MANY_REQUESTS", "Your Free plan includes 5 regenerations a day; the next one is possible at 10:00."),
        refused(403, "PLAN_REQUIRED", "Regenerating is not part of your plan."),
      ],
    });
    renderWorkspace(product, buildSubscription({ tier: "free" }));
    const { user, dialog } = await openFor("Regenerate Benefits");
    expect(within(dialog).getByText("Your Free plan includes 5 regenerations a day.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("You have used today's regenerations.");
    expect(alert).toHaveTextContent("the next one is possible at 10:00.");
    expect(within(alert).getByRole("link", { name: "See plans with more regenerations" })).toHaveAttribute("href", "/pricing");

    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    const upgrade = await screen.findByRole("dialog", { name: "Upgrade to regenerate" });
    expect(within(upgrade).getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("follows a regeneration found running after a reload, then shows the allowance the server reported", async () => {
    const running = regeneration({ section: null, progress: 20, message: "Reading the facts..." });
    serveApi({
      [`GET ${base}/regenerations/regen-1`]: () => Response.json({ regeneration: running, remainingToday: 2, limitPerDay: 5 }),
      [`GET ${base}`]: () => Response.json({ product: regenerated }),
    });
    renderWorkspace({ ...product, regeneration: regeneration({ section: null }) });
    expect(await screen.findByText(/Reading the facts\.\.\./)).toHaveTextContent("Regenerating the listing: Reading the facts...");
    expect(FakeEventSource.latest().url).toBe(`${base}/regenerations/regen-1/events`);
    expect(screen.getByRole("button", { name: "Regenerate listing" })).toHaveAttribute("aria-disabled", "true");

    FakeEventSource.latest().emit({ ...running, status: "complete", progress: 100, resultVersion: 4 });
    expect(await screen.findByText("Listing regenerated")).toBeInTheDocument();
    const { dialog } = await openFor("Regenerate listing");
    expect(within(dialog).getByText("2 of 5 regenerations left today.")).toBeInTheDocument();
  });

  it("works from the keyboard: open from a section, pick a chip, send, focus back on the page", async () => {
    serveApi({ [`POST ${base}/regenerate`]: accepted() });
    renderWorkspace(product);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Regenerate Benefits" });
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Regenerate Benefits" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    const again = await screen.findByRole("dialog", { name: "Regenerate Benefits" });
    within(again).getByRole("button", { name: "More formal" }).focus();
    await user.keyboard(" ");
    expect(within(again).getByLabelText("Instruction (optional)")).toHaveValue("more formal");
    within(again).getByRole("button", { name: "Regenerate" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(screen.getByRole("region", { name: "Benefits" })).getByRole("status")).toHaveTextContent("Regenerating");
  });
});
