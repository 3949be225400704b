import { singular } from "../../../../../core/listing/text";
import type { CourseListing } from "../../../listing";
import { asSentence, capitalise, clip, joinList } from "../../../text/polish";
import { uniqueBullets } from "../check/dedupe";
import type { Source } from "../types";
import { courseTopics, ownName, topicName, writeModules } from "./course-modules";
import { a, countsLessons, isPlural, outlineUnit, statedModules, wantFor } from "./wording";

const HARDWARE = new Set(["iPad", "Apple Pencil", "Kindle Scribe", "reMarkable", "Boox"]);
const NEEDS = /\b(?:you(?:'|’)?ll need|you will need|you need|requirements?|prerequisites?|you should (?:have|know|already)|must have|bring|required)\b/i;
const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const ADVANCED = new Set(["intermediate", "advanced"]);
const IMPERATIVE =
  /^(?:set up|setting up|categori[sz]e|reconcile|file|write|build|make|create|plan|price|sell|find|start|launch|design|edit|shoot|choose|use|add|track|record|publish)\b/i;

const lower = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** "set up your organisation" → "setting up your organisation", for running text. */
function gerund(topic: string): string {
  const match = IMPERATIVE.exec(topic);
  if (!match) return topic;
  const [verb = "", ...rest] = match[0].split(" ");
  const ing = verb === "set" ? "setting" : /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
  return `${[ing, ...rest].join(" ")}${topic.slice(match[0].length)}`;
}

/** A course that trains teachers or certifies them (its tags and audience follow); an exam prep ("EPA 608 certification prep") trains no one to teach. */
export const isTraining = (s: Source) =>
  /\b(?:teacher training|ttc)\b|\b(?:certification|certificate)\b(?!\s+(?:prep|exam|test))/i.test(s.product) ||
  s.facts.names.some((name) => name.startsWith("RYT"));

function requirements(s: Source): string[] {
  const f = s.facts;
  const stated = s.sentences
    .filter((sentence) => NEEDS.test(sentence))
    .map((sentence) =>
      capitalise(sentence.replace(/^.*?\b(?:you(?:'|’)?ll need|you will need|you need|requirements?|prerequisites?|you should(?: already)?)\b[\s:]*/i, "")),
    )
    // What is left must open on a word: ", leak repair thresholds and …" is the tail of another clause.
    .filter((need) => /^[\p{L}\d]/u.test(need));
  const level = f.level === "intermediate" || f.level === "advanced" ? `Existing experience with ${f.subject ?? s.topic}` : null;
  const apps = f.apps.filter((app) => !HARDWARE.has(app)).map((app) => `Access to ${app}`);
  // Nothing stated: a beginner course needs nothing, and anything else would be made up ("Time to practice lawnmower").
  const none =
    stated.length === 0 && !level && apps.length === 0 && f.level === "beginner" ? "No experience needed: the course starts from the beginning" : null;
  return uniqueBullets([...stated, level, ...apps, none], 4);
}

const FOR_WHOM =
  /(?<!\b(?:not|n't|never)\s)\b(?:(?:ideal|perfect|built|made|designed|great|written|aimed|suitable|meant)\s+(?:for|at)|this (?:course|class|programme|program|bootcamp|workshop) is (?:for|aimed at)|who it(?:'|’)?s for:)\s+([^.;!?]{6,140})/i;
const MIN_FOR_WHOM_WORDS = 3;
const MAX_FOR_WHOM_WORDS = 22;

/**
 * Who the seller says the course is for, in their words and with their reason ("Ideal for walkers
 * and beginners who want the dawn chorus to make sense"): never a denial ("Not suitable for …").
 */
function sellersAudience(s: Source): string[] {
  return s.sentences
    .map((sentence) => FOR_WHOM.exec(sentence)?.[1]?.trim())
    .filter(
      (clause): clause is string =>
        !!clause &&
        clause.split(/\s+/).length >= MIN_FOR_WHOM_WORDS &&
        clause.split(/\s+/).length <= MAX_FOR_WHOM_WORDS &&
        !/\b(?:I|me|my|we|our)\b/.test(clause),
    )
    .map((clause) => capitalise(clause));
}

function audience(s: Source): string[] {
  const f = s.facts;
  const subject = f.subject ?? s.topic;
  // "Teens who want to get better at card tricks" reads as a skill; a plural thing is something to be interested in.
  const aim = isPlural(s.topic);
  const named = f.audience.map((who) =>
    aim
      ? `${capitalise(who)} who ${wantFor([who]) === "wants" ? "is" : "are"} interested in ${s.topic}`
      : `${capitalise(who)} who ${wantFor([who])} to get better at ${s.topic}`,
  );
  const credential = f.names.find((name) => /^\p{Lu}{2,}-?\d+$/u.test(name));
  const training = isTraining(s) ? [`${capitalise(subject)} practitioners who want to teach`, credential ? `Students working toward ${credential}` : null] : [];
  const level =
    isTraining(s) || (f.level === "beginner" && f.audience.some((who) => /beginner/i.test(who)))
      ? null
      : ADVANCED.has(f.level ?? "")
        ? `Learners who already know the basics of ${s.topic} and want to go further`
        : f.level === "beginner"
          ? `Beginners who want a guided start in ${s.topic}`
          : null;
  const own = sellersAudience(s);
  // The seller's own line names the audience already: the stock line for the same people would repeat it.
  const others = named.filter((line, i) => !own.some((said) => said.toLowerCase().includes((f.audience[i] ?? "").toLowerCase())));
  const lines = uniqueBullets([...own, ...training, ...others, level], 4);
  // Only when no one is named: "anyone who wants to learn lawnmower" is no English, a course is something anyone can look for.
  return lines.length > 0 ? lines : [`Anyone looking for ${a(s.product)}`];
}

/** The course in a written paragraph: size and length, the route through the modules, who it is for. */
function describeCourse(s: Source): string {
  const f = s.facts;
  // Only the seller's own outline is described as a route; made-up module names are not.
  // Module names only: "mixing", not "mixing: weighing dry materials, sieving and …".
  const topics = f.outline.length >= 2 ? f.outline.map((topic) => gerund(lower(topicName(topic)))) : [];
  const n = NUMBERS[topics.length] ?? String(topics.length);
  const about = f.subject && !s.product.toLowerCase().includes(f.subject.toLowerCase()) ? ` on ${f.subject}` : "";
  // The course's total as read ("about 7 hours", "6 weeks (20 hours of video)"), never one lesson's length or a baby's age.
  const length = lower(f.courseInfo?.duration ?? "");
  const [first, second, last] = [topics[0] ?? "", topics[1] ?? "", topics.at(-1) ?? ""];
  const middle = topics.slice(2, -1);
  const route =
    topics.length >= 4
      ? `It starts with ${first}, then ${second}, moves on to ${joinList(middle)}, and finishes with ${last}`
      : topics.length === 3
        ? `It starts with ${first}, moves on to ${second} and finishes with ${last}`
        : topics.length === 2
          ? `It starts with ${first} and finishes with ${last}`
          : null;
  const who = isTraining(s)
    ? `It is written for people with a regular ${f.subject ?? s.topic} practice who want to teach`
    : ADVANCED.has(f.level ?? "")
      ? `It assumes you already know the basics of ${s.topic}`
      : f.audience[0]
        ? `It is made for ${joinList(f.audience.slice(0, 2))}`
        : null;
  // "Learn Excel" is the course itself, not what the buyer can do afterwards.
  const action = s.actions
    .map((a) => a.replace(/^learn (?:to|how to) /i, ""))
    .find((a) => a.split(/\s+/).length >= 3 && !/^(?:learn|master|discover|understand|show)\b/i.test(a));
  const lessons = f.counts.find((count) => /lesson|video|session/.test(count));
  const goal = action ? `By the end you should be able to ${lower(action)}` : null;
  // The seller's stated number of modules wins over the length of a list of topics.
  const modules = statedModules(s) ?? (topics.length >= 2 && outlineUnit(s) === "modules" ? n : null);
  const intro = `${capitalise(a(s.product))}${about}${modules !== null ? ` in ${modules} modules` : ""}${lessons ? ` with ${lessons}` : ""}${length ? `, ${length}` : ""}`;
  // The product page lists the instructor; the description names them too, as the seller did.
  const teacher = f.courseInfo?.instructor ? `It is taught by ${f.courseInfo.instructor}` : null;
  return [intro, route, who, teacher, goal]
    .filter(Boolean)
    .map((line) => asSentence(line ?? ""))
    .join(" ");
}

const TOPICS_PER_LINE = 4;

export function writeCourse(s: Source, features: readonly string[]): CourseListing {
  const f = s.facts;
  const mods = writeModules(s);
  // A short topic ("Pivot tables") is not yet an outcome; the subject makes it one.
  const about = f.subject ?? s.topic;
  // A topic is listed as the seller names it ("Integration tests"), never wrapped in "Working knowledge
  // of …", which breaks on a topic that is no noun ("Working knowledge of safety first"). Short topics
  // are listed together, as a seller would: "Axum, tokio, tracing and integration tests".
  const named = (topic: string) => f.names.some((name) => topic.startsWith(name));
  // "Drum rudiments: 40 rudiments" says its head twice: "All 40 rudiments".
  const repeats = (topic: string) =>
    about
      .toLowerCase()
      .split(/\s+/)
      .some((word) => singular(topic.toLowerCase()).includes(singular(word)));
  // The course's own name, with no topic found, is at least a noun to know: "Working knowledge of resin coasters".
  const alone = (topic: string) =>
    /^\d/.test(topic) && repeats(topic)
      ? `All ${topic}`
      : repeats(topic)
        ? `Working knowledge of ${lower(topic)}`
        : `${capitalise(about)}: ${named(topic) ? topic : lower(topic)}`;
  const outcomes = (items: readonly string[]): string[] => {
    const short = items.filter((topic) => topic.split(/\s+/).length < 3);
    const groups = Array.from({ length: Math.ceil(short.length / TOPICS_PER_LINE) }, (_, i) => short.slice(i * TOPICS_PER_LINE, (i + 1) * TOPICS_PER_LINE));
    const grouped = groups.map((group) =>
      // One short topic alone takes the subject before it: "Vocal mixing: editing".
      group.length === 1 ? alone(group[0] ?? "") : capitalise(joinList(group.map((topic, k) => (k === 0 || named(topic) ? topic : lower(topic))))),
    );
    const out: string[] = [];
    items.forEach((topic) => {
      if (topic.split(/\s+/).length >= 3) out.push(capitalise(topic));
      else if (topic === short[0]) out.push(...grouped);
    });
    return out;
  };
  const topics = courseTopics(s).map(topicName);
  // With no topics, what the seller counts as taught ("4 chords") says more than the course's own name.
  const taught = f.counts.filter((count) => !countsLessons(count)).slice(0, 1);
  const fallback = taught.length > 0 ? taught : [ownName(s)];
  // "Sew your first dress – beginner sewing course", "… with pockets (yes, pockets": the seller's
  // heading and a bracket the sentence split left open are no outcome.
  const actions = s.actions
    .map((action) => action.replace(/\s[–—-]\s.*$/, ""))
    .filter((action) => (action.match(/\(/g) ?? []).length === (action.match(/\)/g) ?? []).length)
    .slice(0, 2);
  const learn = uniqueBullets([...actions.map(capitalise), ...outcomes(topics.length > 0 ? topics : fallback)], 8);
  const length = f.courseInfo?.duration ? ` (${lower(f.courseInfo.duration)})` : "";
  const subtitle = clip(
    s.promise ??
      asSentence(
        `${s.product}${length}${f.subject && !s.product.includes(f.subject) ? ` for ${f.subject}` : ""}${f.audience[0] ? `, made for ${f.audience[0]}` : ""}`,
      ).replace(/\.$/, ""),
    120,
  );
  return {
    subtitle: capitalise(subtitle),
    // Only what the description teaches: no "The core ideas of …" to make up four (the Udemy export asks for more when it needs them).
    whatYouWillLearn: learn,
    requirements: requirements(s),
    whoThisCourseIsFor: audience(s),
    courseFeatures: uniqueBullets(
      features.filter((line) => /\d|module|lesson|video|access|certificate|community|live/i.test(line)),
      6,
    ),
    curriculumHighlights: mods.slice(0, 6).map((m) => m.title),
    curriculumDetails: mods,
    courseDescription: describeCourse(s),
    ...f.courseInfo,
  };
}
