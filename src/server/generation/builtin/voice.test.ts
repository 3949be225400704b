import { describe, expect, it } from "vitest";
import { CORPUS_CASES } from "../../../../eval/corpus";
import { checkListing } from "../../../core/listing/check-listing";
import { listingTexts } from "../../../core/listing/listing-shape";
import { checkTitleChoices } from "../../../core/listing/check-title-choices";
import { avoidPattern, DEFAULT_VOICE, VOICE_TONES, type Voice } from "../../../core/voice";
import { mergeSections } from "../../listing/merge-sections";
import { toEditableCourse } from "../../listing/versions";
import { storableListing } from "../storable-listing";
import { readFacts } from "../facts/read-facts";
import type { GenerationInput } from "../listing";
import { generateBuiltin } from "./generate";
import { regenerateBuiltin } from "./regenerate";
import { BENEFIT_FRAMES } from "./write/title-frames";

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

// Each test writes the corpus once per tone: seconds of CPU, more while the rest of the suite runs beside it.
describe("the seller's voice on the built-in writer, over the corpus", { timeout: 30_000 }, () => {
  it("would say the avoided words without the check (so the check is what keeps them out)", () => {
    expect(said(written.flatMap(({ raw }) => listingTexts(raw))).length).toBeGreaterThan(150);
  });

  it("keeps every avoided word out of every generated listing, which stays storable", () => {
    const offences = written.flatMap(({ c, listing }) => said(listingTexts(listing)).map((word) => `${c.id}: ${word}`));
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

  it("keeps them out of a regenerated section too, through the regeneration's merge", () => {
    let unchecked = 0;
    const offences = written.slice(0, 40).flatMap(({ c, input, facts, listing }) => {
      const current = { ...listing, cta: listing.cta ?? "", whyChooseUs: listing.whyChooseUs ?? "", course: toEditableCourse(listing.course), altTexts: [""] };
      const requested = ["benefits", "cta", "longDescription"] as const;
      const { sections } = regenerateBuiltin(input, facts, { sections: [...requested], instruction: null, current, variant: 0 });
      unchecked += said([...(sections.benefits ?? []), sections.cta ?? "", sections.longDescription ?? ""]).length;
      const merged = mergeSections(current, sections, requested, facts).listing;
      return said([...merged.benefits, merged.cta, merged.longDescription]).map((word) => `${c.id}: ${word}`);
    });
    expect(unchecked).toBeGreaterThan(5);
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

  it("writes as before without a voice (the default voice's frames are the writer's own)", () => {
    for (const c of CORPUS_CASES.slice(0, 30)) {
      const input: GenerationInput = { ...c, testimonial: null, imageCount: 1 };
      const facts = readFacts(input);
      expect(generateBuiltin({ ...input, voice: DEFAULT_VOICE }, readFacts({ ...input, voice: DEFAULT_VOICE }))).toEqual(generateBuiltin(input, facts));
    }
  });
});
