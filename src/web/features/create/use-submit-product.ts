import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ApiProduct, CreateProductRequest, DuplicateProduct } from "../../../core/api-types";
import { DUPLICATE_TEXTS } from "../../../core/products/duplicates";
import { isStepValid, SUBMIT_AUTH_ERROR, SUBMIT_VALIDATION_ERROR, TOTAL_STEPS, type WizardData } from "../../../core/products/wizard";
import { ApiError } from "../../lib/api-client";
import { meKey } from "../../lib/session";
import { createProduct, duplicateOf, productKeys } from "../products/api";
import { subscriptionKey } from "../subscription/api";
import { buildCreateRequest } from "./build-create-request";
import { SUBMISSION_FAILED, SUBMIT_STAGES, uploadStage, type SubmitStage } from "./submit-texts";
import { uploadWizardImages } from "./upload-wizard-images";
import { track } from "../analytics/track";
import type { WizardFiles } from "./use-wizard";

export type SubmitState =
  | { phase: "idle" }
  | { phase: "submitting"; stage: SubmitStage }
  | { phase: "duplicate"; duplicate: DuplicateProduct; request: CreateProductRequest }
  | { phase: "limit" }
  | { phase: "done"; product: ApiProduct };

type Failure = { title: string; description?: string };

const CHECKING_AFTER_MS = 300;
const IDLE: SubmitState = { phase: "idle" };
const submitting = (stage: SubmitStage): SubmitState => ({ phase: "submitting", stage });
const allStepsValid = (data: WizardData) => Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1).every((step) => isStepValid(step, data));

/** Uploads, creates and resolves duplicates; one submission at a time. */
export function useSubmitProduct() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubmitState>(IDLE);
  // A ref, not state: a second click in the same render must already see the first one running.
  const running = useRef(false);

  const exclusive = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  };

  const send = async (request: CreateProductRequest, failure: Failure) => {
    setState(submitting(SUBMIT_STAGES.creating));
    // One request both checks for duplicates and inserts; the second mark shows once it takes a moment.
    const checking = window.setTimeout(
      () => setState((current) => (current.phase === "submitting" ? submitting(SUBMIT_STAGES.checking) : current)),
      CHECKING_AFTER_MS,
    );
    try {
      const { product, message } = await createProduct(request);
      track("create_product");
      for (const queryKey of [subscriptionKey, meKey, productKeys.all]) void queryClient.invalidateQueries({ queryKey });
      if (message) toast.success(message);
      setState({ phase: "done", product });
    } catch (error) {
      const duplicate = duplicateOf(error);
      if (duplicate) return setState({ phase: "duplicate", duplicate, request });
      if (error instanceof ApiError && error.code === "PLAN_LIMIT") {
        void queryClient.invalidateQueries({ queryKey: subscriptionKey });
        return setState({ phase: "limit" });
      }
      setState(IDLE);
      if (error instanceof ApiError && error.status === 401) return void toast.error(SUBMIT_AUTH_ERROR.title, { description: SUBMIT_AUTH_ERROR.description });
      if (error instanceof ApiError && error.status === 400) return void toast.error(SUBMIT_VALIDATION_ERROR.title, { description: error.message });
      toast.error(failure.title, { description: failure.description });
    } finally {
      window.clearTimeout(checking);
    }
  };

  const submit = (data: WizardData, files: WizardFiles, signedIn: boolean) =>
    exclusive(async () => {
      if (!signedIn) {
        toast.error(SUBMIT_AUTH_ERROR.title, { description: SUBMIT_AUTH_ERROR.description });
        return;
      }
      if (!allStepsValid(data)) {
        toast.error(SUBMIT_VALIDATION_ERROR.title, { description: SUBMIT_VALIDATION_ERROR.description });
        return;
      }
      setState(submitting(SUBMIT_STAGES.uploading));
      try {
        const images = await uploadWizardImages(data, files, (fraction) => setState(submitting(uploadStage(fraction))));
        if (!images) return setState(IDLE);
        await send(buildCreateRequest(data, images), SUBMISSION_FAILED);
      } catch {
        setState(IDLE);
        toast.error(SUBMISSION_FAILED.title, { description: SUBMISSION_FAILED.description });
      }
    });

  /** Retries with the same uploaded images, telling the server how to settle the clash. */
  const resolveDuplicate = (choice: "replace" | "unique") =>
    exclusive(async () => {
      if (state.phase !== "duplicate") return;
      const failed = choice === "replace" ? DUPLICATE_TEXTS.replaceFailed : DUPLICATE_TEXTS.uniqueFailed;
      await send({ ...state.request, onDuplicate: choice }, { title: failed });
    });

  const cancelDuplicate = () => {
    if (state.phase !== "duplicate" || running.current) return;
    setState(IDLE);
    toast(DUPLICATE_TEXTS.cancelledTitle, { description: DUPLICATE_TEXTS.cancelled });
  };

  return { state, submit, resolveDuplicate, cancelDuplicate, reset: () => setState(IDLE) };
}
