import { formatBullet, hasProject, isFormatItem, subtopics, topicText } from "../course-parts";
import type { Profile } from "../profile";
import { capitalise, joinList, pick } from "../polish";
import { COURSE_TOPICS } from "./course-topics";
import { withArticle } from "./shared";
import type { CategoryCopy } from "./types";

const subjects = (p: Profile, count: number) => joinList(subtopics(p).slice(0, count).map((item) => item.text));
const level = (p: Profile) => (p.level === "beginner" ? "beginner-friendly" : p.level === "advanced" ? "in-depth" : "practical");

export const courseCopy: CategoryCopy = {
  vocabulary: ["online course", "course", "online class", "online learning", "e-learning", "training", "tutorial", "lessons", "step by step"],
  topics: COURSE_TOPICS,
  defaultFocus: "your skills",
  itemFrames: [
    (item) => `${item.text} explained step by step`,
    (item) => `Practical lessons on ${item.text}`,
    (item) => `Hands-on practice with ${item.text}`,
    (item) => `Clear walkthroughs of ${item.text}`,
    (item) => `${item.text} broken down into simple steps`,
  ],
  describeItem: (item) => (isFormatItem(item) ? formatBullet(item) : null),
  facts: (p) => [p.platformText ? `Course materials that work with ${p.platformText}` : null].filter((fact) => fact !== null),
  fallbackFeatures: (p) => [
    `A clear, structured path through ${topicText(p)}`,
    "Lessons organized into focused modules",
    "Practical examples that connect each idea to real work",
    "Learn at a pace that fits around your schedule",
  ],
  benefits: (p) => [
    `Gain practical ${topicText(p)} skills you can use right away`,
    "Learn at your own pace with a clear, structured path",
    "Build confidence by practicing as you go",
    "Save hours of searching through scattered tutorials",
    hasProject(p) ? "Finish with a completed project that shows what you can do" : null,
  ].filter((line) => line !== null),
  usps: (p) => {
    const parts = subtopics(p);
    const first = parts[0]?.text;
    const last = parts[parts.length - 1]?.text;
    return [
      first && last && first !== last ? `A clear path from ${first} to ${last}` : null,
      hasProject(p) ? "Project-based learning, so you build something real" : null,
      `${capitalise(level(p))} lessons focused on what you will actually use`,
      p.audiences[0] ? `Designed with ${p.audiences[0].plural} in mind` : null,
      "Lessons in a deliberate order, so each step prepares you for the next",
      `Focused on practical ${topicText(p)} skills rather than theory for its own sake`,
    ].filter((line) => line !== null);
  },
  useCases: (p) => [
    `A complete beginner learning ${topicText(p)} in the evenings after work`,
    `A professional adding ${topicText(p)} to their skill set before a new role`,
    `A student brushing up on ${topicText(p)} alongside their studies`,
    `A self-taught learner filling gaps in their ${topicText(p)} knowledge`,
  ],
  audienceUse: (p) => `learning ${topicText(p)} with a clear, structured plan`,
  summary: (p) => {
    const covering = subtopics(p).length >= 2 ? ` covering ${subjects(p, 3)}` : "";
    return `${capitalise(withArticle(level(p)))} ${topicText(p)} course${covering}, built to take you from first steps to real results.`;
  },
  opening: (p) =>
    pick(
      [
        `Learning ${topicText(p)} is much easier with a clear path to follow. This ${level(p)} course gives you exactly that, with lessons that build on each other so you always know what comes next.`,
        `Most people struggle with ${topicText(p)} because they learn it in scattered pieces. This ${level(p)} course puts those pieces in order, so every lesson builds on the one before.`,
      ],
      p.seed,
    ),
  delivery: (p) => (p.platformText ? `The course materials work with ${p.platformText}.` : null),
  closing: (p) => `By the end, you will have the skills and confidence to keep going with ${topicText(p)} on your own.`,
  cta: (p) =>
    pick([`Enroll today and start building real ${topicText(p)} skills, one lesson at a time.`, `Join the course today and take your first step toward confident ${topicText(p)}.`], p.seed),
  whyChooseUs: (p, focus) => [
    `This course focuses on what you actually need for ${focus}, without filler or detours.`,
    "Each module builds on the last, so you always know why you are learning something and how it fits together.",
    hasProject(p) ? "You finish with practical work you can point to, not just notes." : "You finish with practical skills, not just notes.",
  ],
};
