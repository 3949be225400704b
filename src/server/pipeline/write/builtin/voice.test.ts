import { describe, expect, it } from "vitest";
import { CORPUS_CASES, CORPUS_HALVES } from "../../../../../eval/corpus";
import { checkListing } from "../../../../core/listing/check/check-listing";
import { LISTING_SECTIONS, type EditableListing } from "../../../../core/listing/editable";
import { listingTexts } from "../../../../core/listing/listing-shape";
import { checkTitleChoices } from "../../../../core/listing/check/check-title-choices";
import { avoidPattern, DEFAULT_VOICE, VOICE_TONES, type Voice } from "../../../../core/voice";
import { writeAltTexts } from "../../store/alt-text";
import { mergeSections } from "../../regenerate/merge-sections";
import { toEditableCourse } from "../../store/versions";
import { storableListing } from "../../check/storable-listing";
import { readFacts } from "../../read/facts/read-facts";
import type { GenerationInput } from "../../listing";
import { generateBuiltin } from "./generate";
import { regenerateBuiltin } from "./regenerate";
import { BENEFIT_FRAMES } from "./write/title-frames";
import { CONTENTS_FRAMES } from "./write/voice-frames";

/**
 * The seller's voice on the built-in writer (issue 33), over the 150 descriptions of the corpus:
 * words to avoid never reach a generated or regenerated listing (the check keeps them out), the
 * tone frames the call to action, the spelling is the voice's.
 */
// Words the writer itself uses often, so the check has something to keep out.
const AVOID = ["download", "digital", "perfect", "your", "print"];
const voice: Voice = { ...DEFAULT_VOICE, tone: "calm", spelling: "uk", avoid: AVOID, cta: "start" };
const pattern = avoidPattern(AVOID) as RegExp;

const written = CORPUS_CASES.map((c) => {
  const input: GenerationInput = { ...c, testimonial: null, imageCount: 1, voice };
  const facts = readFacts(input);
  const raw = generateBuiltin(input, facts);
  return { c, input, facts, raw, listing: checkListing(raw, facts).listing };
});
const said = (texts: readonly string[]) => texts.flatMap((text) => text.match(pattern) ?? []);
const checkedOf = (listing: EditableListing) => ({ ...listing, course: listing.course ?? undefined });

// Each test writes the corpus again (some once per tone or twice): seconds of CPU, more while the rest of the suite runs beside it.
describe("the seller's voice on the built-in writer, over the corpus", { timeout: 60_000 }, () => {
  it("would say the avoided words without the check (so the check is what keeps them out)", () => {
    expect(said(written.flatMap(({ raw }) => listingTexts(raw))).length).toBeGreaterThan(150);
  });

  it("keeps every avoided word out of every generated section of all 150 listings (title choices and alt text too), each still storable", () => {
    const offences = written.flatMap(({ c, raw, facts, listing }) => {
      const choices = checkTitleChoices(listing, raw.titleChoices ?? [], facts).map((choice) => choice.title);
      // As the generation stores them: five photos, and a vision model's text for the second that says two of the words.
      const altTexts = writeAltTexts(facts, listing.title, 5, listing.features, ["", "A digital planner page, ready to download and print"]);
      expect(altTexts).toHaveLength(5);
      return said([...listingTexts(listing), ...choices, ...altTexts]).map((word) => `${c.id}: ${word}`);
    });
    expect(offences).toEqual([]);
    for (const { listing } of written) {
      expect(() =>
        storableListing({
          ...listing,
          cta: listing.cta ?? "",
          whyChooseUs: listing.whyChooseUs ?? "",
          course: toEditableCourse(listing.course),
          altTexts: [""],
        }),
      ).not.toThrow();
    }
  });

  it("keeps them out of every regenerated section of all 150 (and its title choices), through the regeneration's merge", () => {
    let unchecked = 0;
    const offences = written.flatMap(({ c, input, facts, listing }) => {
      const current = { ...listing, cta: listing.cta ?? "", whyChooseUs: listing.whyChooseUs ?? "", course: toEditableCourse(listing.course), altTexts: [""] };
      const requested = LISTING_SECTIONS.filter((section) => section !== "altTexts" && (section !== "course" || current.course));
      const { sections, titleChoices } = regenerateBuiltin(input, facts, { sections: [...requested], instruction: null, current, variant: 1 });
      unchecked += said(listingTexts(checkedOf({ ...current, ...sections }))).length;
      const merged = mergeSections(current, sections, requested, facts).listing;
      const checked = checkedOf(merged);
      const choices = checkTitleChoices(checked, titleChoices, facts).map((choice) => choice.title);
      return said([...listingTexts(checked), ...choices]).map((word) => `${c.id}: ${word}`);
    });
    expect(unchecked).toBeGreaterThan(150);
    expect(offences).toEqual([]);
  });

  it("frames the call to action in the voice's tone and style, and spells as the voice says", () => {
    const calm = /^(?:Whenever you are ready|Take your time|.*, at your own pace\.$)/;
    expect(written.filter(({ raw }) => !calm.test(raw.cta)).map(({ raw }) => raw.cta)).toEqual([]);
    expect(written.filter(({ raw }) => !/\bstart (?:learning|planning|decorating|using)\b/i.test(raw.cta)).map(({ raw }) => raw.cta)).toEqual([]);
    expect(written.every(({ facts }) => facts.spelling === "uk")).toBe(true);
  });

  it("opens the benefit-first title on its tone's frames, each title still offered under the title rules", () => {
    const opening = (title: string) => title.split(" – ")[0] ?? "";
    for (const tone of VOICE_TONES) {
      const own = new Set(
        Object.values(BENEFIT_FRAMES[tone])
          .flat()
          .map((frame) => frame.toLowerCase()),
      );
      const others = new Set(
        VOICE_TONES.filter((t) => t !== tone).flatMap((t) =>
          Object.values(BENEFIT_FRAMES[t])
            .flat()
            .map((f) => f.toLowerCase()),
        ),
      );
      const openings = CORPUS_CASES.slice(0, 60).map((c) => {
        const input: GenerationInput = { ...c, testimonial: null, imageCount: 1, voice: { ...DEFAULT_VOICE, tone, spelling: "us" } };
        const facts = readFacts(input);
        const generated = generateBuiltin(input, facts);
        const { listing } = checkListing(generated, facts);
        expect(checkTitleChoices(listing, generated.titleChoices ?? [], facts), c.id).toHaveLength(3);
        return opening(generated.titleChoices?.find((choice) => choice.angle === "benefit")?.title ?? "").toLowerCase();
      });
      expect(openings.filter((o) => own.has(o)).length, tone).toBeGreaterThan(20);
      expect(
        openings.filter((o) => others.has(o) && !own.has(o)),
        tone,
      ).toEqual([]);
    }
  });

  // The frame tests write the corpus once per voice they compare: its development half (75) is
  // enough to see which frames a voice picks, at half the CPU (npm test passed four minutes).
  const HALF = CORPUS_HALVES.development;
  // Several tests compare the same voice (a tone's own, the calm planners): each case is written
  // once per voice in this file, and the tests read the listings without changing them.
  const inVoiceWritten = new Map<string, ReturnType<typeof generateBuiltin>>();
  /** The raw listings (before the check) of the corpus's development half in a voice. */
  const inVoice = (voice: Voice, cases: readonly (typeof CORPUS_CASES)[number][] = HALF) =>
    cases.map((c) => {
      const key = `${JSON.stringify(voice)} ${c.id}`;
      const known = inVoiceWritten.get(key);
      if (known) return known;
      const input: GenerationInput = { ...c, testimonial: null, imageCount: 1, voice };
      const fresh = generateBuiltin(input, readFacts(input));
      inVoiceWritten.set(key, fresh);
      return fresh;
    });
  const contentsLead = (text: string) =>
    new RegExp(`^(${[...new Set(Object.values(CONTENTS_FRAMES).flatMap((f) => f.prose))].join("|")}) `, "m").exec(text)?.[1] ?? null;

  it("introduces the contents in the tone's own words, in the description and the features", () => {
    for (const tone of VOICE_TONES) {
      const own = CONTENTS_FRAMES[tone];
      const listings = inVoice({ ...DEFAULT_VOICE, tone });
      const leads = listings.map((l) => contentsLead(l.longDescription)).filter((lead) => lead !== null);
      expect(leads.length, tone).toBeGreaterThan(20);
      expect(
        leads.filter((lead) => !own.prose.includes(lead)),
        tone,
      ).toEqual([]);
      const bullets = listings.flatMap((l) => l.features.filter((f) => /^(?:Includes|Contains|Comes with|Packed with|Brings together) /.test(f)));
      expect(bullets.length, tone).toBeGreaterThan(10);
      expect(
        bullets.filter((b) => !own.bullet.some((lead) => b.startsWith(`${lead} `))),
        tone,
      ).toEqual([]);
    }
  });

  it("uses the words to prefer where the writer picks among frames: the call to action, the contents, the benefit-first title", () => {
    const playful: Voice = { ...DEFAULT_VOICE, tone: "playful" };
    const treat = /^Treat yourself: /;
    expect(inVoice(playful).filter((l) => treat.test(l.cta ?? "")).length).toBeLessThan(HALF.length * 0.66);
    expect(
      inVoice({ ...playful, prefer: ["treat yourself"] })
        .filter((l) => !treat.test(l.cta ?? ""))
        .map((l) => l.cta),
    ).toEqual([]);

    const professional: Voice = { ...DEFAULT_VOICE, tone: "professional" };
    const leads = (voice: Voice) => inVoice(voice).flatMap((l) => contentsLead(l.longDescription) ?? []);
    expect(leads(professional).filter((lead) => lead !== "Contents:").length).toBeGreaterThan(10);
    expect(new Set(leads({ ...professional, prefer: ["contents"] }))).toEqual(new Set(["Contents:"]));

    const calm: Voice = { ...DEFAULT_VOICE, tone: "calm" };
    const opening = (voice: Voice) =>
      inVoice(
        voice,
        HALF.filter((c) => c.category === "planner"),
      ).map((l) => l.titleChoices?.find((t) => t.angle === "benefit")?.title.split(" – ")[0]);
    const quieter = (openings: Array<string | undefined>) => openings.filter((o) => o === "A Simpler, Quieter Week").length;
    const [before, after] = [quieter(opening(calm)), quieter(opening({ ...calm, prefer: ["quieter"] }))];
    expect(after).toBeGreaterThan(before + 2);
  });

  it("never lets a word to prefer bring in a frame with a word to avoid", () => {
    const voice: Voice = { ...DEFAULT_VOICE, tone: "playful", prefer: ["treat yourself", "packed"], avoid: ["treat", "packed"] };
    const framed = inVoice(voice).flatMap((l) => [
      (l.cta ?? "").split(/[:,?]/)[0] ?? "",
      contentsLead(l.longDescription) ?? "",
      ...l.features.map((feature) => feature.split(" ").slice(0, 2).join(" ")),
    ]);
    expect(framed.filter((text) => /\b(?:treat|packed)\b/i.test(text))).toEqual([]);
    // Without the avoided words, the same voice does use those frames.
    const preferred = inVoice({ ...voice, avoid: [] });
    expect(preferred.filter((l) => (l.cta ?? "").startsWith("Treat yourself: ")).length).toBe(HALF.length);
    expect(preferred.filter((l) => contentsLead(l.longDescription) === "Packed inside:").length).toBeGreaterThan(20);
  });

  it("writes as before without a voice (the default voice's frames are the writer's own)", () => {
    for (const c of CORPUS_CASES.slice(0, 30)) {
      const input: GenerationInput = { ...c, testimonial: null, imageCount: 1 };
      const facts = readFacts(input);
      expect(generateBuiltin({ ...input, voice: DEFAULT_VOICE }, readFacts({ ...input, voice: DEFAULT_VOICE }))).toEqual(generateBuiltin(input, facts));
    }
  });
});
