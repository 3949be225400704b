import type { ApiProduct, CreateProductRequest, DuplicateProduct } from "../../../core/api-types";
import type { SubmitStage } from "./submit-texts";

/** Where the wizard's submit stands: what the page shows over the wizard, or after it. */
export type SubmitState =
  | { phase: "idle" }
  | { phase: "submitting"; stage: SubmitStage }
  | { phase: "duplicate"; duplicate: DuplicateProduct; request: CreateProductRequest }
  | { phase: "limit" }
  | { phase: "done"; product: ApiProduct };
