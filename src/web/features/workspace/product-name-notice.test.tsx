import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct } from "../../../core/api-types";
import { someFacts } from "../../../core/listing/check/check-fixtures";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { FakeEventSource, useFakeEventSource } from "../../../../tests/support/web/fake-event-source";
import { acceptedRegeneration, buildRegeneration, renderWorkspace, serveApi } from "../../../../tests/support/web/workspace";

useFakeEventSource();
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

const UNSURE = "We were not sure what this product is called: add its name and regenerate";
const unsure = buildProduct({ version: 2, facts: someFacts({ subject: null, subjectSure: false }) });
const base = `/api/products/${unsure.id}`;
const named = (productName: string): ApiProduct => ({ ...unsure, productName, facts: someFacts({ subject: productName.toLowerCase() }) });
const started = acceptedRegeneration(buildRegeneration({ productId: unsure.id }));

const form = () => screen.getByRole("form", { name: "Add the product's name" });
const nameInput = () => within(form()).getByRole("textbox", { name: "Product name" });

describe("the product name notice", () => {
  it.each<[string, Partial<ApiProduct>]>([
    ["the reader was sure", { facts: someFacts({ subjectSure: true }) }],
    ["the sheet predates the flag", { facts: someFacts() }],
    ["the creator gave a name", { facts: someFacts({ subjectSure: false }), productName: "Ukulele course" }],
    ["the listing is still being written", { facts: someFacts({ subjectSure: false }), status: "pending" }],
  ])("is not shown when %s", (_, overrides) => {
    serveApi({});
    renderWorkspace(buildProduct(overrides));
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(UNSURE)).not.toBeInTheDocument();
  });

  it("saves the name, then regenerates the whole listing through the workspace, and says so", async () => {
    const seen = serveApi({
      [`PATCH ${base}/name`]: () => Response.json({ product: named("Ukulele for beginners course") }),
      [`POST ${base}/regenerate`]: started,
    });
    renderWorkspace(unsure);
    const user = userEvent.setup();

    expect(screen.getByRole("region", { name: UNSURE })).toBeInTheDocument();
    await user.type(nameInput(), "  Ukulele for beginners course ");
    await user.click(within(form()).getByRole("button", { name: "Save name and regenerate" }));

    const saved = await screen.findByText(/Saved the name “Ukulele for beginners course”/);
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.queryByText(UNSURE)).not.toBeInTheDocument();
    expect(seen.filter((request) => request.method !== "GET")).toEqual([
      { method: "PATCH", path: `${base}/name`, body: { productName: "Ukulele for beginners course" } },
      { method: "POST", path: `${base}/regenerate`, body: { section: null, instruction: null, locked: [], baseVersion: 2 } },
    ]);
    await waitFor(() => expect(FakeEventSource.latest().url).toBe(`${base}/regenerations/regen-1/events`));
    expect(screen.getByText(/Regenerating the listing/)).toBeInTheDocument();
  });

  it("sends nothing while the name is missing or breaks a rule, and says which", async () => {
    const seen = serveApi({});
    renderWorkspace(unsure);
    const user = userEvent.setup();
    const submit = within(form()).getByRole("button", { name: "Save name and regenerate" });

    await user.click(submit);
    expect(within(form()).getByRole("alert")).toHaveTextContent("Enter the product's name");
    expect(nameInput()).toHaveFocus();
    await user.type(nameInput(), "<b>Ukulele</b>");
    await user.click(submit);
    expect(within(form()).getByRole("alert")).toHaveTextContent("Product name must be plain text, without HTML such as <b> or &amp;");
    expect(nameInput()).toBeInvalid();
    expect(seen.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("shows the server's refusal and starts no regeneration", async () => {
    const seen = serveApi({
      [`PATCH ${base}/name`]: () =>
        Response.json({ error: { code: "TOO_MANY_REQUESTS", message: "Too many name changes. Please wait a few minutes." } }, { status: 429 }),
    });
    renderWorkspace(unsure);
    const user = userEvent.setup();
    await user.type(nameInput(), "Ukulele course");
    await user.click(within(form()).getByRole("button", { name: "Save name and regenerate" }));

    expect(await within(form()).findByRole("alert")).toHaveTextContent("Too many name changes. Please wait a few minutes.");
    expect(screen.getByText(UNSURE)).toBeInTheDocument();
    expect(seen.filter((request) => request.method === "POST")).toEqual([]);
  });
});
