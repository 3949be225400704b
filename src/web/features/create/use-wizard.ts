import { useReducer } from "react";
import type { Category } from "../../../core/products/catalog";
import {
  acceptScreenshots,
  changeCategory,
  clampStep,
  initialWizardData,
  isStepValid,
  nextStep,
  previousStep,
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
  /** What the core rules validate; the counts and flags below mirror `files`. */
  data: WizardData;
  files: WizardFiles;
  screenshotError: string | null;
}

type TextField = "description" | "fileFormats" | "testimonialContent" | "testimonialTitle";
type ToggleField = "useTestimonial" | "useBeforeAfter";

export type WizardAction =
  | { type: "category"; category: Category }
  | { type: "text"; field: TextField; value: string }
  | { type: "toggle"; field: ToggleField; value: boolean }
  | { type: "platform"; platform: string; checked: boolean }
  | { type: "addScreenshots"; files: File[] }
  | { type: "removeScreenshot"; index: number }
  | { type: "addonImage"; kind: AddonImage; file: File | null }
  | { type: "go"; step: number }
  | { type: "next" }
  | { type: "back" }
  | { type: "reset" };

export function initialWizardState(): WizardState {
  return {
    step: 1,
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
      return withScreenshots(state, state.files.screenshots.filter((_, index) => index !== action.index), null);
    case "addonImage":
      // Avatar, before and after take a single image; anything else is ignored.
      if (action.file && !action.file.type.startsWith("image/")) return state;
      return {
        ...state,
        files: { ...state.files, [action.kind]: action.file },
        data: { ...state.data, [FLAG_OF[action.kind]]: action.file !== null },
      };
    case "go":
      return { ...state, step: clampStep(action.step) };
    case "next":
      return isStepValid(state.step, state.data) ? { ...state, step: nextStep(state.step) } : state;
    case "back":
      return { ...state, step: previousStep(state.step) };
    case "reset":
      return initialWizardState();
  }
}

/** The wizard's answers and files, with the step it is on. */
export function useWizard() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  return { state, dispatch };
}
