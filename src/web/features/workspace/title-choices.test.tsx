import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct } from "../../../core/api-types";
import type { TitleChoice } from "../../../core/listing/title-choices";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { useFakeEventSource } from "../../../../tests/support/web/fake-event-source";
import { buildRegeneration, renderWorkspace, serveApi } from "../../../../tests/support/web/workspace";

useFakeEventSource();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

const choices: TitleChoice[] = [
  { angle: "subject", title: "Weekly Focus Planner for Notion" },
  { angle: "benefit", title: "Plan Your Days with Ease – Weekly Focus Planner for Notion" },
  { angle: "audience", title: "For Busy People – Weekly Focus Planner for Notion" },
];
const offering = (overrides: Partial<ApiProduct> = {}) =>
  buildProduct({ title: choices[0]?.title, version: 3, addons: { targetPlatform: ["notion"], titleChoices: choices }, ...overrides });

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByText("Title choices"));
  return screen.getByRole("list", { name: "Title choices" });
};

describe("the title choices", () => {
  it("lists the offered titles with their angles, the one in use marked and the others a button each", async () => {
    serveApi({});
    renderWorkspace(offering());
    const list = await open(userEvent.setup());
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Subject firstWeekly Focus Planner for NotionIn use",
      "Benefit firstPlan Your Days with Ease – Weekly Focus Planner for NotionUse this title",
      "Audience firstFor Busy People – Weekly Focus Planner for NotionUse this title",
    ]);
    expect(within(list).queryByRole("button", { name: "Use the subject first title" })).not.toBeInTheDocument();
  });

  it("picks the second title on the version shown, then shows it as the title in use, with an undo that restores the version before", async () => {
    const product = offering();
    const picked = { ...product, title: choices[1]?.title ?? "", version: 4 };
    const restored = { ...product, version: 5 };
    const base = `/api/products/${product.id}`;
    const seen = serveApi({
      [`POST ${base}/title`]: () => Response.json({ product: picked }),
      [`POST ${base}/versions/3/restore`]: () => Response.json({ product: restored }),
    });
    renderWorkspace(product);
    const user = userEvent.setup();
    const list = await open(user);
    await user.click(within(list).getByRole("button", { name: "Use the benefit first title" }));

    expect(await screen.findByRole("heading", { level: 1, name: choices[1]?.title })).toBeInTheDocument();
    const items = within(list).getAllByRole("listitem");
    expect(items[1]).toHaveTextContent("In use");
    expect(within(list).getByRole("button", { name: "Use the subject first title" })).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST")).toEqual([{ method: "POST", path: `${base}/title`, body: { baseVersion: 3, title: choices[1]?.title } }]);

    await user.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === "POST").at(-1)).toEqual({ method: "POST", path: `${base}/versions/3/restore`, body: { baseVersion: 4 } }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: choices[0]?.title })).toBeInTheDocument();
  });

  it("says so when the listing changed meanwhile (409), overwriting nothing", async () => {
    const product = offering();
    serveApi({
      [`POST /api/products/${product.id}/title`]: () =>
        Response.json(
          { error: { code: "VERSION_CONFLICT", message: "This listing was changed since you opened it." }, current: { version: 4 } },
          { status: 409 },
        ),
    });
    renderWorkspace(product);
    const user = userEvent.setup();
    await user.click(within(await open(user)).getByRole("button", { name: "Use the audience first title" }));
    expect(await screen.findByText("This listing changed in the meantime")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: choices[0]?.title })).toBeInTheDocument();
  });

  it("waits while a regeneration runs, and is not shown without choices or before the listing is finished", async () => {
    serveApi({});
    renderWorkspace(offering({ regeneration: buildRegeneration() }));
    const list = await open(userEvent.setup());
    for (const button of within(list).getAllByRole("button")) expect(button).toBeDisabled();
    expect(screen.getByText(/A regeneration is running/)).toBeInTheDocument();
  });

  it.each<[string, Partial<ApiProduct>]>([
    ["there are no choices (a listing older than them)", { addons: {} }],
    ["only the title itself is offered", { addons: { titleChoices: choices.slice(0, 1) } }],
    ["the listing is still being written", { status: "pending" }],
  ])("is not shown when %s", (_, overrides) => {
    serveApi({});
    renderWorkspace(offering(overrides));
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Title choices")).not.toBeInTheDocument();
  });
});
