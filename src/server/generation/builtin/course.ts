import type { CourseListing } from "../listing";
import { formatBullet, hasProject, isFormatItem, subtopics, topicText } from "./course-parts";
import { buildModules } from "./course-modules";
import { storySentences } from "./descriptions";
import { uniqueBullets } from "./dedupe";
import { asSentence, capitalise, clip, joinList, pick } from "./polish";
import type { Profile } from "./profile";
import { courseCopy } from "./templates/course";

const LEARN_FRAMES: readonly ((x: string, plural: boolean) => string)[] = [
  (x, plural) => `How ${x} ${plural ? "work" : "works"} and when to use ${plural ? "them" : "it"}`,
  (x) => `The fundamentals of ${x}, explained clearly`,
  (x) => `Common mistakes with ${x} and how to avoid them`,
  (x) => `Applying ${x} to real-world examples`,
  (x) => `Working confidently with ${x}`,
];

function subtitle(p: Profile): string {
  const opener = p.sentences[0]?.replace(/[.!?]+$/, "") ?? "";
  if (/^(?:learn|master|discover|build|create|go from|how to)\b/i.test(opener) && opener.length <= 160) return capitalise(opener);
  const parts = subtopics(p).slice(0, 3).map((item) => item.text);
  const covering = parts.length >= 2 ? `: ${joinList(parts)}` : " step by step";
  return clip(capitalise(`Learn ${topicText(p)}${covering}`), 200);
}

function whatYouWillLearn(p: Profile): string[] {
  // Split phrases read as outcomes ("Practice pronunciation with native speakers"); "learn X" is the subtitle's job.
  const doing = [...p.actionParts, ...p.actions].filter((action) => !/^learn\b/i.test(action)).map(capitalise);
  const framed = subtopics(p).map((item, i) => pick(LEARN_FRAMES, p.seed, i)(item.text, item.plural));
  const general = [
    `The core ideas behind ${topicText(p)} and how they fit together`,
    `A repeatable approach you can apply to your own ${topicText(p)} projects`,
    "How to keep improving on your own after the course",
    `Practical habits that make ${topicText(p)} easier day to day`,
  ];
  return uniqueBullets([...doing, ...framed, ...general], Math.max(4, Math.min(8, doing.length + framed.length)));
}

function requirements(p: Profile): string[] {
  return uniqueBullets(
    [
      p.level === "advanced" ? `A working knowledge of ${topicText(p)} basics` : `No prior ${topicText(p)} experience needed`,
      "A computer or tablet with an internet connection",
      "Time to practice what you learn between lessons",
    ],
    3,
  );
}

function whoFor(p: Profile): string[] {
  const fromAudience = p.audiences.slice(0, 2).map((audience) => `${capitalise(audience.plural)} who want to learn ${topicText(p)} properly`);
  return uniqueBullets(
    [
      ...fromAudience,
      `Anyone curious about ${topicText(p)} who prefers a structured, step-by-step approach`,
      `Self-taught learners who want to fill gaps in their ${topicText(p)} knowledge`,
      `Professionals who want to add ${topicText(p)} to their skill set`,
    ],
    4,
  );
}

export function buildCourse(p: Profile): CourseListing {
  const modules = buildModules(p);
  const formats = p.items.filter(isFormatItem).map(formatBullet);
  const courseFeatures = uniqueBullets([...formats, `${modules.length} focused modules that build step by step`, "Clear learning path from the first lesson to the last", `Practical lessons focused on real ${topicText(p)} skills`], 6);
  const highlights = uniqueBullets(
    [
      ...subtopics(p).map((item) => `${capitalise(item.text)} in practice`),
      hasProject(p) ? "A final project that brings everything together" : `Putting ${topicText(p)} to work`,
    ],
    6,
  );
  const story = storySentences(p, 4);
  // A short description gets the course's own framing first, so the overview still reads as prose.
  const intro = story.length >= 2 ? story.join(" ") : [courseCopy.opening(p, ""), ...story].join(" ");
  const outline = `The course is organized into ${modules.length} modules: ${joinList(modules.map((module) => module.title))}. ${courseCopy.closing(p)}`;
  return {
    subtitle: subtitle(p),
    whatYouWillLearn: whatYouWillLearn(p),
    requirements: requirements(p),
    whoThisCourseIsFor: whoFor(p),
    courseFeatures,
    curriculumHighlights: highlights.length >= 2 ? highlights : uniqueBullets([...highlights, `Core ${topicText(p)} concepts made simple`, `Hands-on ${topicText(p)} practice`], 4),
    curriculumDetails: modules,
    courseDescription: [intro, asSentence(outline)].join("\n\n"),
  };
}
