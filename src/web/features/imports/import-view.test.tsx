import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ApiImport, ApiImportRow } from "../../../core/imports/api-types";
import { importKeys } from "../../api/imports";
import { answerFetch } from "../../../../tests/support/web/answer-fetch";
import { renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { ImportView } from "./import-view";

const row = (n: number, state: ApiImportRow["state"], extra: Partial<ApiImportRow> = {}): ApiImportRow => ({
  row: n,
  label: `Planner ${n}`,
  state,
  errors: [],
  productId: null,
  failure: null,
  ...extra,
});

const buildImport = (overrides: Partial<ApiImport>): ApiImport => ({
  id: "imp-1",
  status: "previewed",
  csvName: "products.csv",
  zipName: "shots.zip",
  createdAt: "2026-11-28T10:00:00.000Z",
  slotsLeft: 1,
  planName: "Creator",
  maxProducts: 10,
  rows: [],
  ...overrides,
});

const show = (imported: ApiImport) => renderAt(<ImportView id={imported.id} />, seededQueryClient([[importKeys.detail(imported.id), imported]]));

describe("ImportView", () => {
  it("previews what will be created, each bad row's errors by column, and the rows beyond the plan", () => {
    show(
      buildImport({
        rows: [row(2, "ready"), row(3, "over_limit"), row(4, "invalid", { errors: [{ row: 4, column: "file format", message: "File format is required" }] })],
      }),
    );
    expect(screen.getByText("1 product will be created from products.csv.")).toBeInTheDocument();
    expect(
      screen.getByText(/Your Creator plan has 1 free slot of 10\. 1 row beyond the limit will not be created\. 1 row with errors will be skipped\./),
    ).toBeInTheDocument();
    const errors = screen.getByRole("list", { name: "Rows with errors" });
    expect(within(errors).getAllByRole("listitem")[0]).toHaveTextContent("Row 4 · Planner 4Has errorsFile format: File format is required");
    expect(within(screen.getByRole("list", { name: "Rows beyond your plan's limit" })).getByRole("listitem")).toHaveTextContent("Row 3 · Planner 3");
    expect(screen.getByRole("button", { name: "Create 1 product" })).toBeEnabled();
  });

  it("says why a confirm was refused by its code, with the way to more slots", async () => {
    answerFetch(() => Response.json({ error: { code: "PLAN_LIMIT", message: "Your Creator plan has no free slot for these products." } }, { status: 403 }));
    show(buildImport({ rows: [row(2, "ready")] }));
    await userEvent.click(screen.getByRole("button", { name: "Create 1 product" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your Creator plan has no free slot for these products.");
    expect(within(alert).getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("cannot confirm a file with nothing to create", () => {
    show(buildImport({ rows: [row(2, "invalid", { errors: [{ row: 2, column: "description", message: "Product description is required" }] })] }));
    expect(screen.getByText("No product can be created from products.csv yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create 0 products" })).toBeDisabled();
  });

  it("shows each created row's state with a live summary, links finished products and keeps the skipped rows apart", () => {
    show(
      buildImport({
        status: "running",
        rows: [
          row(2, "done", { productId: "p-2" }),
          row(3, "generating", { productId: "p-3" }),
          row(4, "waiting"),
          row(5, "failed", { failure: "shot-5.png: The image could not be processed." }),
          row(6, "over_limit"),
        ],
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Creating your products: 1 of 4 done, 1 generating, 1 waiting, 1 failed.");
    const created = screen.getByRole("list", { name: "Imported products" });
    expect(within(created).getAllByRole("listitem")).toHaveLength(4);
    expect(within(created).getByRole("link", { name: "Planner 2" })).toHaveAttribute("href", "/product/p-2");
    expect(within(created).queryByRole("link", { name: "Planner 3" })).toBeNull();
    expect(within(created).getAllByRole("listitem")[3]).toHaveTextContent("shot-5.png: The image could not be processed.");
    expect(screen.getByText("1 row not created")).toBeInTheDocument();
  });

  it("says an expired import created nothing and offers a new upload", () => {
    show(buildImport({ status: "expired", rows: [row(2, "ready")] }));
    expect(screen.getByRole("alert")).toHaveTextContent("This import was never confirmed and has expired; nothing was created from it.");
    expect(screen.getByRole("link", { name: "Upload the file again" })).toHaveAttribute("href", "/create/import");
  });
});
