import type { CourseListing } from "../listing";
import { hasProject, subtopics, topicText } from "./course-parts";
import { asSentence, capitalise, joinList, pick, titleCase } from "./polish";
import type { Profile } from "./profile";

type Module = CourseListing["curriculumDetails"][number];

const MAX_TOPIC_MODULES = 5;

const TITLES: readonly ((x: string) => string)[] = [(x) => `Understanding ${x}`, (x) => `Working with ${x}`, (x) => `${x} in Practice`, (x) => `Getting Comfortable with ${x}`];

const DETAILS: readonly ((x: string, plural: boolean) => string)[] = [
  (x, plural) => `Learn how ${x} ${plural ? "work" : "works"}, then practice with guided examples you can follow along with.`,
  (x, plural) => `Build a solid understanding of ${x} and see how ${plural ? "they connect" : "it connects"} to everything else in the course.`,
  (x) => `Explore ${x} step by step, from the basics to confident everyday use.`,
  (x) => `Put ${x} to work through short, practical exercises.`,
];

const OUTCOME_DETAILS: readonly ((action: string) => string)[] = [
  (action) => `In this module you ${action}, with guided practice along the way.`,
  (action) => `Step by step, you ${action} and check your progress as you go.`,
  (action) => `You ${action}, starting simple and building up to confident use.`,
];

function fallbackModules(topic: string): Module[] {
  return [
    { title: `Core ${titleCase(topic)} Concepts`, details: `The key terms and ideas behind ${topic}, explained in plain language.` },
    { title: `Essential ${titleCase(topic)} Techniques`, details: `The techniques you will use most often, shown step by step.` },
    { title: "Common Mistakes and How to Avoid Them", details: `The pitfalls that slow most learners down, and simple ways around them.` },
  ];
}

/** Modules in teaching order: orientation, one per subject from the description, then a wrap-up. */
export function buildModules(p: Profile): Module[] {
  const topic = topicText(p);
  const parts = subtopics(p).slice(0, MAX_TOPIC_MODULES);
  const intro: Module = {
    title: `Getting Started with ${titleCase(topic)}`,
    details: asSentence(`Get set up, see what the course covers and learn the core ideas behind ${topic}`),
  };
  const middle = parts.map((item, i) => ({
    title: pick(TITLES, p.seed, i)(titleCase(item.text)),
    details: pick(DETAILS, p.seed, i)(item.text, item.plural),
  }));
  // Without named subjects, the writer's own outcomes ("Build vocabulary for restaurants …") make the modules.
  const outcomes = p.actionParts
    .filter((action) => !/^learn\b/i.test(action) && action.split(" ").length <= 9)
    .slice(0, MAX_TOPIC_MODULES - middle.length)
    .map((action, i) => ({ title: titleCase(capitalise(action)), details: pick(OUTCOME_DETAILS, p.seed, i)(action) }));
  const filled = middle.length >= 2 ? middle : [...middle, ...outcomes, ...fallbackModules(topic)].slice(0, Math.max(3, middle.length + outcomes.length));
  const covered = joinList(parts.slice(0, 3).map((item) => item.text)) || topic;
  const final: Module = hasProject(p)
    ? { title: "Final Project: Putting It All Together", details: asSentence(`Bring ${covered} together in a complete project of your own`) }
    : { title: `Putting ${titleCase(topic)} into Practice`, details: asSentence(`Combine ${covered} in a realistic example and plan your next steps`) };
  return [intro, ...filled, final].map((module) => ({ ...module, details: capitalise(module.details) }));
}
