import { TITLE_MAX_LENGTH } from "../listing";
import { shortFormatLabel } from "./facts";
import { clip, joinList, titleCase } from "./polish";
import type { Profile } from "./profile";
import { subtopics } from "./course-parts";
import { isPrintable, parts } from "./templates/shared";

// Beyond this a tagline of parts is left off; marketplaces cut long titles in search results anyway.
const TAGLINE_BUDGET = 110;

const platformPart = (p: Profile) => (p.platforms.length > 0 ? ` for ${joinList(p.platforms.slice(0, 3))}` : "");

/** "Printable PDF", "Canva Template", "Editable Photoshop File". */
function formatPart(p: Profile): string {
  const [format] = p.formats;
  if (!format) return "";
  if (format.printable) return p.category === "wallart" ? `${format.label} Download` : `Printable ${format.label}`;
  return ["canva", "pptx", "keynote", "figma"].includes(format.key) ? `${shortFormatLabel(format)} Template` : `Editable ${shortFormatLabel(format)} File`;
}

function core(p: Profile): string {
  const product = titleCase(p.titleProduct);
  switch (p.category) {
    case "course": {
      const level = p.level === "beginner" && !/beginner/i.test(product) ? " for Beginners" : "";
      return `${p.named ? product : `${titleCase(p.topic ?? p.product)} Online Course`}${level}`;
    }
    case "wallart": {
      const kind = /wall art/i.test(product) ? "" : ` – ${isPrintable(p) || p.formats.length === 0 ? "Printable" : "Digital"} Wall Art`;
      const [room] = p.rooms;
      return `${product}${kind}${room ? ` for ${titleCase(room)}` : ""}`;
    }
    default: {
      // "Template for Notion" says little; "Notion Template for Freelancers" is what buyers search for.
      const [platform] = p.platforms;
      const [audience] = p.audiences;
      if (p.topic === null && !/\s/.test(p.product) && platform) return `${platform} ${product}${audience ? ` for ${titleCase(audience.plural)}` : ""}`;
      return `${product}${platformPart(p)}`;
    }
  }
}

function tagline(p: Profile, base: string): string {
  const names = (p.category === "course" ? subtopics(p) : parts(p))
    .filter((item) => item.text.length <= 28 && !/^\d/.test(item.text))
    .map((item) => titleCase(item.text));
  for (let count = Math.min(3, names.length); count >= 2; count--) {
    const candidate = joinList(names.slice(0, count));
    if (base.length + candidate.length + 3 <= TAGLINE_BUDGET) return candidate;
  }
  return "";
}

/** "Weekly Habit Tracker for Notion – Daily Check-Ins, Monthly Reviews and Goal Dashboard". */
export function buildTitle(p: Profile): string {
  const base = core(p);
  const tail = p.category === "wallart" ? formatPart(p) : tagline(p, base) || formatPart(p);
  const title = [base, tail].filter(Boolean).join(p.category === "wallart" ? ", " : " – ");
  return title.length <= TITLE_MAX_LENGTH ? title : clip(base, TITLE_MAX_LENGTH);
}
