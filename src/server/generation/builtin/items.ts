import { PERSON_HEADS, PRODUCT_HEADS, ROOMS } from "./lexicon";
import type { NounPhrase } from "./noun-phrases";
import { article } from "./polish";
import type { Audience, Item, Profile } from "./profile";
import { display, isVague } from "./phrase-text";
import type { Subject } from "./subject";

const ROOM_WORDS = new Set(ROOMS.flatMap((room) => room.split(" ")));

export function audienceOf(phrase: NounPhrase): Audience {
  const tokens = phrase.tokens.filter((token) => token.pos !== "NUM");
  const singular = display(tokens.slice(0, -1), false);
  const plural = display(tokens, phrase.start === 0);
  const head = phrase.head;
  return {
    singular: `${singular} ${head}`.trim(),
    plural: phrase.plural ? plural : `${singular} ${head.endsWith("y") && !/[aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`}`.trim(),
  };
}

// What introduces a part of the product: "with …", "includes …", "…: a, b and c".
const PART_INTROS = new Set(["with", "include", "including", "feature", "featuring", "contain", "have", "plus", ":", "offer", "provide", "get", "come", "inside", "add", "bonus"]);
// What a course teaches is introduced differently: "learn …", "covers …", "…: a, b and c".
const TOPIC_INTROS = new Set(["through", "learn", "master", "cover", "covering", "discover", "explore", "understand", "about", "on", "study", "practice", "practise", ":", "include", "including", "teach"]);

function isPart(phrase: NounPhrase, verbless: readonly boolean[], category: Profile["category"]): boolean {
  // "kids love" (from "My kids love it") is about people, not a section of the product.
  if (phrase.tokens.some((token) => PERSON_HEADS.has(token.lemma))) return false;
  if ((category === "course" ? TOPIC_INTROS : PART_INTROS).has(phrase.intro)) return true;
  return phrase.intro === "^" && (verbless[phrase.sentence] ?? false);
}

export function pickItems(phrases: NounPhrase[], subject: Subject, category: Profile["category"], verbless: readonly boolean[]): Item[] {
  const items = phrases
    .filter((phrase) => phrase !== subject.source && !isVague(phrase) && !PERSON_HEADS.has(phrase.head))
    .filter((phrase) => !phrase.tokens.every((token) => ROOM_WORDS.has(token.normal) || ROOM_WORDS.has(token.lemma) || token.pos === "NUM"))
    .filter((phrase) => phrase.tokens.length > 1 || !PRODUCT_HEADS[category].has(phrase.head))
    .filter((phrase) => !(subject.source && subject.source.key.endsWith(phrase.key)))
    .filter((phrase) => /\p{L}{3}/u.test(phrase.text) && !/^\d+x\d+$/i.test(phrase.text))
    .map((phrase) => {
      const text = display(phrase.tokens, phrase.start === 0);
      const running = phrase.countable && !phrase.plural ? `${article(text)} ${text}` : text;
      return { text, running, plural: phrase.plural, head: phrase.head, phrase, part: isPart(phrase, verbless, category) };
    });
  // "pages" adds nothing when "12 monthly pages" is also there.
  return items.filter((item) => !items.some((other) => other !== item && other.phrase.key.endsWith(` ${item.phrase.key}`)));
}

