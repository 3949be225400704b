import type { Source } from "../types";
import { joinList } from "../../text/polish";

/** At most three of these go into the 13 tags: the category's own search words (issue 12). */
export const GENERIC_TAGS = {
  course: ["online course", "online class", "self paced course"],
  planner: ["digital planner", "printable planner", "planner pages", "notion template", "goodnotes planner"],
  wallart: ["wall art", "printable wall art", "digital download", "wall decor"],
  others: ["digital download", "digital template"],
} as const;

export const a = (phrase: string) => (/^(?:[aeio]|u(?!ni|s[aeiou]))/i.test(phrase) && !/^one\b/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

/** "this Lisbon tram print", "these botanical prints". */
export const thisProduct = (s: Source) => `${s.plural ? "these" : "this"} ${s.product}`;

/** How the buyer puts it to use, from the delivery the facts settle; never "print" for Notion. */
export function howToUse(s: Source): string | null {
  const f = s.facts;
  const apps = joinList(f.apps.filter((app) => app !== "iPad").slice(0, 3), "or");
  const sizes = joinList(f.sizes.slice(0, 4));
  switch (f.delivery) {
    case "duplicate":
      return `Duplicate the template into your own Notion workspace and start filling it in`;
    case "import":
      return `Import the ${s.product} into ${apps || "your note-taking app"} and write straight onto the pages`;
    case "edit-then-print":
      return `Edit it in ${apps || joinList(f.formats.slice(0, 2), "or") || "your editor"}, then print${sizes ? ` at ${sizes}` : ""}`;
    case "print":
      return `Download the ${joinList(f.formats.slice(0, 2)) || "files"} and print${sizes ? ` at ${sizes}` : ""} at home or at a local print shop`;
    case "download":
      return f.formats.length > 0 ? `Download the ${joinList(f.formats.slice(0, 3))} files right after purchase` : null;
    case "watch":
      return null;
  }
}
