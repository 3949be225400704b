import type { ApiPreset, ApiPresetField } from "../../api-types";
import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { ExportProduct } from "./export-product";
import { field, plainBlocks, preset } from "./preset-field";

const { etsyTitleLength, etsyTitleOnce, etsyTitleRefused, etsyTagCount, etsyTagLength, etsyTagLeading, etsyImageCount, etsyAltTextLength, etsySnippetLength } =
  MARKETPLACE_RULES;

/** Etsy shows the description as typed: no Markdown emphasis, list lines start with "•". */
export function etsyPlainText(text: string): string {
  return text
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/^\s*[-*+]\s+/gm, "• ")
    .replace(/^#+\s*/gm, "");
}

function titleField(title: string): ApiPresetField {
  const refused = etsyTitleRefused.chars.filter((ch) => title.includes(ch));
  const repeated = etsyTitleOnce.chars.filter((ch) => title.split(ch).length > 2);
  const problems = [
    title.length > etsyTitleLength.max ? `${title.length - etsyTitleLength.max} characters over` : "",
    refused.length ? `Etsy refuses ${refused.join(" ")}` : "",
    repeated.length ? `${repeated.join(" ")} may appear once` : "",
  ].filter(Boolean);
  const rule = `Etsy allows ${etsyTitleLength.max} characters${problems.length ? `: ${problems.join("; ")}` : ""}`;
  return field("title", "Title", title, { limit: etsyTitleLength.max, meets: problems.length === 0, rule });
}

function tagsField(keywords: string[]): ApiPresetField {
  const used = keywords.slice(0, etsyTagCount.max);
  const long = used.filter((tag) => tag.length > etsyTagLength.max);
  const leading = used.filter((tag) => etsyTagLeading.chars.some((ch) => tag.startsWith(ch)));
  const problems = [
    keywords.length > etsyTagCount.max ? `${keywords.length} written, the first ${etsyTagCount.max} are shown` : "",
    long.length ? `over ${etsyTagLength.max} characters: ${long.join(", ")}` : "",
    leading.length ? `starts with - or ': ${leading.join(", ")}` : "",
  ].filter(Boolean);
  const rule = `Etsy takes ${etsyTagCount.max} tags of at most ${etsyTagLength.max} characters${problems.length ? `: ${problems.join("; ")}` : ""}`;
  return field("tags", "Tags", used.join(", "), { limit: etsyTagCount.max, count: keywords.length, meets: problems.length === 0, rule });
}

function description({ listing }: ExportProduct): string {
  const course = listing.course;
  return etsyPlainText(
    plainBlocks([
      { text: listing.shortDescription },
      { text: listing.longDescription },
      ...(course
        ? [
            { heading: "What you will learn", items: course.whatYouWillLearn },
            { heading: "Who it is for", items: course.whoThisCourseIsFor },
          ]
        : []),
      { heading: "Features", items: listing.features },
      { heading: "Benefits", items: listing.benefits },
      { heading: "Why choose us", text: listing.whyChooseUs },
      { text: listing.cta },
    ]),
  );
}

export function etsyPreset(product: ExportProduct): ApiPreset {
  const { listing, images } = product;
  const text = description(product);
  const altTexts = images.map((_, i) => {
    const alt = listing.altTexts[i] ?? "";
    return field(`altText${i + 1}`, `Photo ${i + 1} alt text`, alt, { limit: etsyAltTextLength.max, rule: `Etsy allows ${etsyAltTextLength.max} characters` });
  });
  return preset("etsy", "Etsy", [
    titleField(listing.title),
    field("description", "Description", text, { rule: `No limit; the first ${etsySnippetLength.max} characters show as the snippet` }),
    tagsField(listing.keywords),
    field("photos", "Photos", images.join("\n"), { limit: etsyImageCount.max, count: images.length, rule: `Etsy takes ${etsyImageCount.max} photos` }),
    ...altTexts,
  ]);
}
