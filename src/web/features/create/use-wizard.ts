import { useReducer } from "react";
import type { Category } from "../../../core/products/catalog";
import type { VoiceDraft } from "../../../core/voice";
import { isTestimonialRating } from "../../../core/products/testimonial-rating";
import {
  acceptScreenshots,
  canJumpTo,
  changeCategory,
  initialWizardData,
  isStepValid,
  nextStep,
  previousStep,
  reachableStep,
  type WizardData,
} from "../../../core/products/wizard";

export type AddonImage = "avatar" | "before" | "after";

export interface WizardFiles {
  screenshots: File[];
  avatar: File | null;
  before: File | null;
  after: File | null;
}

export interface WizardState {
  step: number;
  /** The furthest step reached; the progress indicator lets the creator jump back up to it. */
  furthestStep: number;
  /** Set by a submit click, so every addon message shows even on fields never touched. */
  submitAttempted: boolean;
  /** What the core rules validate; the counts and flags below mirror `files`. */
  data: WizardData;
  files: WizardFiles;
  screenshotError: string | null;
}

type TextField = "productName" | "description" | "fileFormats" | "testimonialContent" | "testimonialTitle";
type ToggleField = "useTestimonial" | "useBeforeAfter" | "madeWithAi";

export type WizardAction =
  | { type: "category"; category: Category }
  | { type: "text"; field: TextField; value: string }
  | { type: "toggle"; field: ToggleField; value: boolean }
  | { type: "rating"; value: number }
  /** The product's own voice as typed, or null for the account's. */
  | { type: "voice"; voice: VoiceDraft | null }
  | { type: "platform"; platform: string; checked: boolean }
  | { type: "addScreenshots"; files: File[] }
  | { type: "removeScreenshot"; index: number }
  | { type: "addonImage"; kind: AddonImage; file: File | null }
  | { type: "go"; step: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "submitAttempt" }
  | { type: "restore"; state: RestorableWizard }
  | { type: "reset" };

/** What a saved draft brings back: the answers and files, and where the creator was. */
export interface RestorableWizard {
  step: number;
  furthestStep: number;
  data: Omit<WizardData, "screenshots" | "hasTestimonialAvatar" | "hasBeforeImage" | "hasAfterImage">;
  files: WizardFiles;
}

export function initialWizardState(): WizardState {
  return {
    step: 1,
    furthestStep: 1,
    submitAttempted: false,
    data: initialWizardData(),
    files: { screenshots: [], avatar: null, before: null, after: null },
    screenshotError: null,
  };
}

const FLAG_OF: Record<AddonImage, "hasTestimonialAvatar" | "hasBeforeImage" | "hasAfterImage"> = {
  avatar: "hasTestimonialAvatar",
  before: "hasBeforeImage",
  after: "hasAfterImage",
};

function withFiles(data: RestorableWizard["data"], files: WizardFiles): WizardData {
  return {
    ...data,
    screenshots: files.screenshots.length,
    hasTestimonialAvatar: files.avatar !== null,
    hasBeforeImage: files.before !== null,
    hasAfterImage: files.after !== null,
  };
}

function restore({ data, files, step, furthestStep }: RestorableWizard): WizardState {
  const restored = withFiles(data, files);
  const furthest = reachableStep(furthestStep, restored);
  return { ...initialWizardState(), data: restored, files, furthestStep: furthest, step: Math.min(reachableStep(step, restored), furthest) };
}

function withScreenshots(state: WizardState, screenshots: File[], screenshotError: string | null): WizardState {
  return { ...state, files: { ...state.files, screenshots }, data: { ...state.data, screenshots: screenshots.length }, screenshotError };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "category":
      return { ...state, data: changeCategory(state.data, action.category) };
    case "text":
    case "toggle":
      return { ...state, data: { ...state.data, [action.field]: action.value } };
    case "platform": {
      const others = state.data.targetPlatform.filter((p) => p !== action.platform);
      return { ...state, data: { ...state.data, targetPlatform: action.checked ? [...others, action.platform] : others } };
    }
    case "addScreenshots": {
      const { accepted, error } = acceptScreenshots(state.files.screenshots.length, action.files);
      const added = accepted.flatMap((index) => action.files[index] ?? []);
      return withScreenshots(state, [...state.files.screenshots, ...added], error);
    }
    case "removeScreenshot":
      return withScreenshots(
        state,
        state.files.screenshots.filter((_, index) => index !== action.index),
        null,
      );
    case "addonImage":
      // Avatar, before and after take a single image; anything else is ignored.
      if (action.file && !action.file.type.startsWith("image/")) return state;
      return {
        ...state,
        files: { ...state.files, [action.kind]: action.file },
        data: { ...state.data, [FLAG_OF[action.kind]]: action.file !== null },
      };
    case "voice":
      return { ...state, data: { ...state.data, ownVoice: action.voice } };
    case "rating":
      return isTestimonialRating(action.value) ? { ...state, data: { ...state.data, testimonialRating: action.value } } : state;
    case "go":
      return canJumpTo(action.step, state.furthestStep, state.data) ? { ...state, step: action.step } : state;
    case "next": {
      if (!isStepValid(state.step, state.data)) return state;
      const step = nextStep(state.step);
      return { ...state, step, furthestStep: Math.max(state.furthestStep, step) };
    }
    case "back":
      return { ...state, step: previousStep(state.step) };
    case "submitAttempt":
      return { ...state, submitAttempted: true };
    case "restore":
      return restore(action.state);
    case "reset":
      return initialWizardState();
  }
}

export function useWizard() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  return { state, dispatch };
}
