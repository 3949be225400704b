import type { GenerationInput } from "../../listing";
import { courseCopy } from "./course";
import { othersCopy } from "./others";
import { plannerCopy } from "./planner";
import type { CategoryCopy } from "./types";
import { wallartCopy } from "./wallart";

const COPY = { course: courseCopy, planner: plannerCopy, wallart: wallartCopy, others: othersCopy } as const satisfies Record<
  GenerationInput["category"],
  CategoryCopy
>;

export const copyFor = (category: GenerationInput["category"]): CategoryCopy => COPY[category];

/** Every category's own search words, for checking where a keyword came from. */
export const categoryVocabulary = (category: GenerationInput["category"]): readonly string[] => COPY[category].vocabulary;
