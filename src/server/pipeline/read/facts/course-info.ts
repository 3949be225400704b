import type { CourseInfo, FactSheet } from "../../../../core/listing/types";
import type { Sentence } from "./analyse";
import { readDuration } from "./course-duration";
import { PERSON_HEADS } from "./lexicon";

/** Languages a course can be taught in; also the adjectives a seller uses of themselves ("I'm Canadian"). */
const LANGUAGES =
  "English Spanish French German Italian Portuguese Dutch Swedish Norwegian Danish Finnish Polish Czech Greek Turkish Russian Ukrainian Romanian Hungarian Arabic Hebrew Hindi Urdu Bengali Japanese Korean Chinese Mandarin Cantonese Thai Vietnamese Indonesian Malay Tagalog Swahili Catalan Irish Welsh".split(
    " ",
  );
const DEMONYMS = new Set([
  ...LANGUAGES,
  ..."American British Canadian Australian Scottish Mexican Brazilian Indian Filipino Deaf Jewish Muslim Christian Catholic".split(" "),
]);
const LANGUAGE = `(${LANGUAGES.join("|")})`;

const LEVELS = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced", "all-levels": "All levels" } as const satisfies Record<
  NonNullable<FactSheet["level"]>,
  string
>;

// Words that can follow "by" or "I'm" capitalised without being anyone's name.
const NOT_A_NAME = new Set(
  "The A An Our My Your This That Certified Professional Former Experienced Award-winning Qualified Licensed Registered Expert Native".split(" "),
);
const HONORIFIC = /^(?:Dr|Prof)\.?$/;
// What introduces the person who teaches: "taught by", "your instructor,", "my name is", "Hi, I'm".
const BY = /^(?:taught|led|presented|hosted|created|designed|developed|narrated|filmed|written|run)$/;
const ROLE = /^(?:instructor|teacher|tutor|coach|host|presenter|trainer|lecturer|educator|mentor)$/;
const ENDS_NAME = new Set([",", "and", "(", "—", "–", "-", ".", "!", ":"]);

/**
 * The run of capitalised words starting at `start` that reads as a person's name ("Jane Doe",
 * "Dr. Maria Lopez"), with the index after it; null for a credential ("a certified teacher"), a
 * role, a language or a headcount.
 */
function nameAt(sentence: Sentence, start: number, description: string): { name: string; end: number } | null {
  const parts: string[] = [];
  let end = start;
  for (; end < sentence.tokens.length && parts.length < 4; end++) {
    const token = sentence.tokens[end];
    if (!token) break;
    const honorific = parts.length === 0 && HONORIFIC.test(token.value);
    // The tagger calls "Rose" a verb and "Will" an auxiliary: a capital inside the sentence decides.
    if (!honorific && !/^\p{Lu}[\p{Ll}'’-]+$/u.test(token.value)) break;
    parts.push(token.value);
  }
  const name = parts.filter((part) => !HONORIFIC.test(part));
  if (name.length === 0 || NOT_A_NAME.has(name[0] ?? "") || name.some((part) => DEMONYMS.has(part))) return null;
  // "Industry Professionals", "Expert Trainers": people described, not named.
  if (name.some((part) => ROLE.test(part.toLowerCase().replace(/s$/, "")) || PERSON_HEADS.has(part.toLowerCase().replace(/s$/, "")))) return null;
  const written = parts.join(" ");
  // Only what the seller wrote: the spelling corrector never gets to rename a person.
  return description.includes(written) || description.includes(written.replace(/^(Dr|Prof) /, "$1. ")) ? { name: written, end } : null;
}

/** Where a name may start in the sentence, and whether what follows it must show it is one. */
function nameStarts(list: readonly string[]): Array<{ start: number; introduced: boolean }> {
  const starts: Array<{ start: number; introduced: boolean }> = [];
  const greeted = (i: number) => list.slice(0, i).some((word) => /^(?:hi|hello|hey|welcome)$/.test(word));
  list.forEach((word, i) => {
    const [before = "", next = ""] = [list[i - 1], list[i + 1]];
    if ((BY.test(word) && next === "by") || (ROLE.test(word) && [",", ":", "-", "–", "—"].includes(next))) starts.push({ start: i + 2, introduced: false });
    if (ROLE.test(word) && next === "is" && (before === "your" || before === "the")) starts.push({ start: i + 2, introduced: false });
    if (word === "name" && (before === "my" || before === "our") && next === "is") starts.push({ start: i + 2, introduced: false });
    // "I'm Maria, a certified …" or "Hi, I'm Sam" introduces someone; "I'm Canadian and …" may not.
    if (/^i['’]m$/.test(word)) starts.push({ start: i + 1, introduced: greeted(i) });
    if (word === "i" && next === "am") starts.push({ start: i + 2, introduced: greeted(i) });
  });
  return starts;
}

function readInstructor(sentences: readonly Sentence[], description: string): string | undefined {
  for (const sentence of sentences) {
    const list = sentence.tokens.map((token) => token.value.toLowerCase());
    for (const { start, introduced } of nameStarts(list)) {
      const found = nameAt(sentence, start, description);
      const self = start > 0 && /^(?:i['’]m|am)$/.test(list[start - 1] ?? "");
      if (found && (!self || introduced || ENDS_NAME.has(list[found.end] ?? "."))) return found.name;
    }
  }
  return undefined;
}

const TAUGHT_IN = new RegExp(
  `\\b(?:taught|presented|narrated|delivered|spoken|recorded|filmed|explained|instructed|(?:course|class|lessons?|videos?|lectures?|audio|instruction|training|programme|program|workshop)\\s+(?:is|are)\\s+(?:all\\s+|entirely\\s+|fully\\s+)?(?:taught\\s+)?)\\s*(?:entirely\\s+|fully\\s+|all\\s+)?in\\s+${LANGUAGE}(?:\\s+(?:and|&)\\s+${LANGUAGE})?(?!\\s+subtitles)`,
  "i",
);
const LANGUAGE_LABEL = new RegExp(
  `\\b(?:course\\s+)?language\\s*:\\s*${LANGUAGE}\\b|\\b${LANGUAGE}[- ]language\\s+(?:course|class|version|lessons|videos)\\b`,
  "i",
);
const SUBTITLES = new RegExp(`\\b${LANGUAGE}\\s+(?:subtitles|captions)\\b|\\b(?:subtitles|captions)\\s+in\\s+${LANGUAGE}\\b`, "i");

/** The language the course is taught in, only when stated: subtitles are not the course's language. */
function readLanguage(text: string): string | undefined {
  const taught = TAUGHT_IN.exec(text);
  const labelled = LANGUAGE_LABEL.exec(text);
  const spoken = taught ? [taught[1], taught[2]] : labelled ? [labelled[1] ?? labelled[2]] : [];
  const named = spoken.filter((name): name is string => Boolean(name)).map((name) => LANGUAGES.find((l) => l.toLowerCase() === name.toLowerCase()) ?? name);
  if (named.length === 0) return undefined;
  const subtitled = SUBTITLES.exec(text);
  const subtitles = subtitled ? LANGUAGES.find((l) => l.toLowerCase() === (subtitled[1] ?? subtitled[2] ?? "").toLowerCase()) : undefined;
  return `${named.join(" and ")}${subtitles && !named.includes(subtitles) ? `, with ${subtitles} subtitles` : ""}`;
}

const NO_CERTIFICATE =
  /\bno\s+(?:\w+\s+)?certificates?\b|\bcertificates?\s+(?:is\s+|are\s+)?not\s+(?:included|provided|offered|available)\b|\b(?:does\s+not|doesn['’]t|do\s+not|don['’]t|won['’]t|will\s+not|isn['’]t|is\s+not)\s+(?:include|come\s+with|offer|provide|give|award|issue)\s+(?:you\s+)?(?:a|an|any)\s+(?:\w+\s+)?certificate\b|\bwithout\s+(?:a|any)\s+certificate\b/i;
const CERTIFICATE_OF = /\bcertificates?\s+of\s+(completion|attendance|achievement|participation)\b/i;
const CPD = /\b(CPD|CEU|CE)[- ](?:accredited\s+)?certificate\b/;
const CERTIFICATE =
  /\b(?:includes?|including|with|get|receive|earn|awarded|comes?\s+with|plus|and)\s+(?:a|an|your)?\s*(?:printable\s+|downloadable\s+|digital\s+|pdf\s+|personali[sz]ed\s+)?certificate\b|\bcertificate\s+(?:included|on\s+completion|when\s+you\s+(?:finish|complete))\b|^certificate\b/i;

/** "Certificate of completion", "CPD certificate", "No certificate" (the seller said so), or nothing. */
function readCertificate(sentences: readonly string[]): string | undefined {
  const about = sentences.filter((sentence) => /\bcertificate/i.test(sentence) && !/\bgift\s+certificate/i.test(sentence));
  if (about.some((sentence) => NO_CERTIFICATE.test(sentence))) return "No certificate";
  for (const sentence of about) {
    const of = CERTIFICATE_OF.exec(sentence);
    if (of) return `Certificate of ${(of[1] ?? "").toLowerCase()}`;
    const cpd = CPD.exec(sentence);
    if (cpd) return `${cpd[1]} certificate`;
    if (CERTIFICATE.test(sentence)) return "Certificate of completion";
  }
  return undefined;
}

/**
 * What a course page lists about a course (issue 29), read only from what the seller states:
 * who teaches it (a name, never a credential), how long it runs in total, its level, the language
 * it is taught in and whether it ends in a certificate.
 */
export function readCourseInfo(sentences: readonly Sentence[], description: string, level: FactSheet["level"]): CourseInfo {
  const texts = sentences.map((sentence) => sentence.text);
  const info: CourseInfo = {
    instructor: readInstructor(sentences, description),
    duration: readDuration(texts),
    level: level ? LEVELS[level] : undefined,
    language: readLanguage(texts.join(" ")),
    certificate: readCertificate(texts),
  };
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined));
}
