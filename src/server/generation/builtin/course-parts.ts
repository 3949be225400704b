import { capitalise } from "./polish";
import type { Item, Profile } from "./profile";

/** How a course is delivered, by head lemma, with what each part does for the learner. */
const FORMAT_PURPOSE: Record<string, string> = {
  lesson: "you can follow at your own pace",
  video: "you can follow at your own pace",
  hour: "you can follow at your own pace",
  minute: "you can follow at your own pace",
  module: "that build on each other step by step",
  chapter: "that build on each other step by step",
  lecture: "you can follow at your own pace",
  session: "you can follow at your own pace",
  quiz: "to check your understanding as you go",
  test: "to check your understanding as you go",
  assessment: "to check your understanding as you go",
  project: "to put what you learn into practice",
  capstone: "to put what you learn into practice",
  assignment: "to put what you learn into practice",
  challenge: "to put what you learn into practice",
  exercise: "for hands-on practice",
  worksheet: "for hands-on practice",
  workbook: "for hands-on practice",
  template: "you can reuse in your own work",
  checklist: "you can reuse in your own work",
  resource: "you can keep and revisit anytime",
  download: "you can keep and revisit anytime",
  sheet: "you can keep and revisit anytime",
  certificate: "to show what you have achieved",
  community: "for questions and feedback",
  group: "for questions and feedback",
  forum: "for questions and feedback",
  feedback: "to help you improve faster",
  call: "for questions and feedback",
  coaching: "to help you improve faster",
  example: "that show each idea in action",
  study: "that show each idea in action",
};

export const isFormatItem = (item: Item) => Object.hasOwn(FORMAT_PURPOSE, item.head) && item.phrase.intro !== "for";

/** "Quizzes to check your understanding as you go". */
export const formatBullet = (item: Item) => `${capitalise(item.text)} ${FORMAT_PURPOSE[item.head] ?? "included"}`;

/** What the course teaches: described parts that are not about delivery or the course itself. */
export function subtopics(p: Profile): Item[] {
  const topic = (p.topic ?? "").toLowerCase();
  return p.items
    .filter((item) => item.part && !Object.hasOwn(FORMAT_PURPOSE, item.head) && item.text.toLowerCase() !== topic && !/^(?:course|class|program)s?$/i.test(item.head))
    .slice(0, 6);
}

/** "Python" stays capitalised, "data analysis" is lower case in running text. */
export const topicText = (p: Profile) => p.topic ?? p.product.replace(/\s+course$/i, "");

export const hasProject = (p: Profile) => p.items.some((item) => ["project", "capstone"].includes(item.head));
