import type { CourseListing } from "../../listing";
import { asSentence, capitalise, clip, joinList, titleCase } from "../../text/polish";
import { uniqueBullets } from "../check/dedupe";
import type { Source } from "../types";

type Module = CourseListing["curriculumDetails"][number];

const HARDWARE = new Set(["iPad", "Apple Pencil", "Kindle Scribe", "reMarkable", "Boox"]);
const NEEDS = /\b(?:you(?:'|’)?ll need|you will need|you need|requirements?|prerequisites?|you should (?:have|know|already)|must have|bring|required)\b/i;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Where a module sits, in the seller's order; nothing about its content is made up. */
function placeOf(topic: string, i: number, list: readonly string[]): string {
  const next = list[i + 1];
  const of = NUMBERS[list.length] ?? String(list.length);
  const lead = i === 0 ? `${capitalise(topic)} opens the course` : `${capitalise(topic)}, the ${ORDINALS[i] ?? `${i + 1}th`} of ${of} modules`;
  return next ? `${lead}, leading into ${next.charAt(0).toLowerCase()}${next.slice(1)}` : `${lead}, and brings the course to a close`;
}

/** The sentence in which the seller describes a topic, when there is one. */
function sellerLine(s: Source, topic: string): string | undefined {
  const others = s.facts.outline.filter((other) => other !== topic).map((other) => other.toLowerCase());
  return s.sentences.find((sentence) => {
    const lower = sentence.toLowerCase();
    // A sentence listing the whole outline describes none of its topics.
    return lower.includes(topic.toLowerCase()) && !others.some((other) => lower.includes(other)) && sentence.split(/\s+/).length > topic.split(/\s+/).length + 3;
  });
}

/** One module per topic of the seller's outline, in order; otherwise the course's own parts. */
function modules(s: Source): Module[] {
  const topics = s.facts.outline.length > 0 ? s.facts.outline : [...s.listLines, ...s.actions.map(capitalise)].slice(0, 6);
  const list = topics.length >= 2 ? topics : [`Foundations of ${s.topic}`, `${capitalise(s.topic)} in practice`, `Your own ${s.topic} project`];
  return list.map((topic, i) => ({
    title: clip(titleCase(topic), 120),
    details: asSentence(sellerLine(s, topic) ?? placeOf(topic, i, list)),
  }));
}

function requirements(s: Source): string[] {
  const f = s.facts;
  const stated = s.sentences
    .filter((sentence) => NEEDS.test(sentence))
    .map((sentence) => capitalise(sentence.replace(/^.*?\b(?:you(?:'|’)?ll need|you will need|you need|requirements?|prerequisites?|you should(?: already)?)\b[\s:]*/i, "")));
  const level = f.level === "intermediate" || f.level === "advanced" ? `Existing experience with ${f.subject ?? s.topic}` : null;
  const apps = f.apps.filter((app) => !HARDWARE.has(app)).map((app) => `Access to ${app}`);
  return uniqueBullets([...stated, level, ...apps, `Time to practise ${s.topic} between lessons`], 4);
}

function audience(s: Source): string[] {
  const f = s.facts;
  const named = f.audience.map((who) => `${capitalise(who)} who want to get better at ${s.topic}`);
  const level =
    f.level === "intermediate" || f.level === "advanced" ? `Learners who already know the basics of ${s.topic} and want to go further` : f.level === "beginner" ? `Beginners who want a guided start in ${s.topic}` : null;
  return uniqueBullets([...named, level, `Anyone who wants to learn ${s.topic} in a set order`], 4);
}

export function writeCourse(s: Source, features: readonly string[]): CourseListing {
  const f = s.facts;
  const mods = modules(s);
  // A short topic ("Pivot tables") is not yet an outcome; the subject makes it one.
  const about = f.subject ?? s.topic;
  const outcome = (topic: string) =>
    topic.split(/\s+/).length >= 3 || !about.includes(" ") || about.toLowerCase().split(/\s+/).some((word) => topic.toLowerCase().includes(word)) ? capitalise(topic) : `${capitalise(topic)} for ${about}`;
  const learn = uniqueBullets([...s.actions.slice(0, 2).map(capitalise), ...f.outline.map(outcome), ...mods.map((m) => outcome(m.title))], 8);
  const length = f.durations.length > 0 ? ` (${joinList(f.durations.slice(0, 2))})` : "";
  const subtitle = clip(s.promise ?? asSentence(`${s.product}${length}${f.subject && !s.product.includes(f.subject) ? ` for ${f.subject}` : ""}${f.audience[0] ? `, made for ${f.audience[0]}` : ""}`).replace(/\.$/, ""), 120);
  return {
    subtitle: capitalise(subtitle),
    whatYouWillLearn: learn.length >= 4 ? learn : uniqueBullets([...learn, `The core ideas of ${s.topic}`, `How to apply ${s.topic} to your own work`, `Ways to keep improving at ${s.topic} after the course`], 4),
    requirements: requirements(s),
    whoThisCourseIsFor: audience(s),
    courseFeatures: uniqueBullets([...features.filter((line) => /\d|module|lesson|video|access|certificate|community|live/i.test(line)), f.outline.length === 0 ? `${mods.length} modules in a set order` : null], 6),
    curriculumHighlights: mods.slice(0, 6).map((m) => m.title),
    curriculumDetails: mods,
    courseDescription: [asSentence(`This ${s.product} covers ${joinList(mods.slice(0, 6).map((m) => m.title.toLowerCase()))}`), ...mods.slice(0, 3).map((m) => m.details)].join(" "),
  };
}
