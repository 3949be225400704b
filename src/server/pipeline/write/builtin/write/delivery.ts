import { canvaPlanOf, EDIT_APPS, saysPrintable, WORKSPACE_APPS } from "../../../read/facts/formats";
import { fitsHomePrinter } from "../../../read/facts/measures";
import { capitalise, joinList, pick } from "../../../text/polish";
import type { Source } from "../types";

/**
 * How the buyer puts the product to use, written from the delivery the facts settle and the seller's
 * own apps: a spreadsheet is copied and filled in on screen, a Canva template edited in Canva, a
 * print printed where its size can be printed. Nothing here is true of one product only.
 */

/** How the buyer gets their own copy in each app the product lives in. */
const OWN_COPY: Record<string, string> = {
  Notion: "duplicate the template into your own Notion workspace",
  "Google Sheets": "make your own copy in Google Sheets",
  Excel: "open the workbook in Excel",
  Numbers: "open it in Numbers",
  Airtable: "copy the base into your own Airtable workspace",
  Obsidian: "open the vault in Obsidian",
  Evernote: "save the templates to your Evernote account",
  FigJam: "duplicate the file into your own FigJam workspace",
};

const workspaceApps = (s: Source) => s.facts.apps.filter((app) => WORKSPACE_APPS.has(app));
/** The app the buyer edits it in ("Keynote" for a Keynote kit that exports GoodNotes planners). */
const editApp = (s: Source) => s.facts.apps.find((app) => EDIT_APPS.has(app));
/** The app a digital planner is written in. */
const noteApp = (s: Source) => s.facts.apps.find((app) => !WORKSPACE_APPS.has(app) && !EDIT_APPS.has(app) && app !== "iPad" && app !== "Apple Pencil");
const printSizes = (s: Source) => s.facts.sizes.filter((size) => !size.includes(":"));
/** The files, as a buyer names them: "the PDF", "the JPEG and PDF"; an app is not a file ("Canva"). */
const files = (s: Source) => s.facts.formats.filter((format) => format !== "Canva" && format !== "Figma").slice(0, 2);
const theFiles = (s: Source) => (files(s).length > 0 ? `the ${joinList(files(s))}` : "the files");
const them = (s: Source) => (files(s).length !== 1 || s.plural ? "them" : "it");
/** Note apps made for writing by hand on a tablet. */
const PEN_APPS = new Set(["GoodNotes", "Notability", "Noteshelf", "ZoomNotes", "Kindle Scribe", "reMarkable", "Boox"]);
/** The device an app runs on, only when the seller named it. */
const device = (s: Source) => (s.facts.apps.includes("iPad") ? "iPad" : "tablet");

/** "edit it in Canva with a free Canva account", or with Canva Pro only when the seller says Pro is needed. */
function editIn(s: Source, app: string): string {
  if (app !== "Canva") return `edit it in ${app}`;
  return canvaPlanOf(s.sentences.join(" ")) === "pro" ? "edit it in Canva (it needs a Canva Pro account)" : "edit it in Canva with a free Canva account";
}

/**
 * Where the buyer prints it: home printers stop at US Letter and A4, so a larger size is sent to a
 * print shop or an online printer and never printed at home. Each copy is printed at one size ("or").
 */
export function wherePrinted(s: Source, thing = theFiles(s)): string {
  const sizes = printSizes(s).slice(0, 5);
  const home = sizes.filter((size) => fitsHomePrinter(size) !== false);
  const shop = sizes.filter((size) => fitsHomePrinter(size) === false);
  const at = (list: string[]) => (list.length > 0 ? ` at ${joinList(list, "or")}` : "");
  const inSize = home.length > 0 ? ` in ${joinList(home, "or")}` : "";
  // "print it … or send it", "print the pages … or take them": the pronoun follows the thing printed.
  const again = thing === "it" || thing === "them" ? thing : /s$|\band\b/.test(thing) ? "them" : "it";
  if (shop.length === 0)
    return pick(
      [
        `print ${thing} at home${inSize} or at a local print shop`,
        `print ${thing}${at(home)} on your own printer or send ${again} to a print shop`,
        `print ${thing} at home${inSize}, or take ${again} to a copy shop`,
      ],
      s.seed,
      5,
    );
  if (home.length === 0)
    return pick(
      [
        `send ${thing} to a print shop or an online printer to print${at(shop)}`,
        `have ${thing} printed${at(shop)} by a print shop or an online print service`,
        `order prints${at(shop)} from a local print shop or an online printer`,
      ],
      s.seed,
      5,
    );
  const [small, large] = [joinList(home, "or"), joinList(shop, "or")];
  return pick(
    [
      `print ${small} at home, and send ${large} to a print shop or an online printer`,
      `print ${small} on a home printer; ${large} ${shop.length > 1 ? "go" : "goes"} to a print shop or an online printer`,
      `print ${small} yourself, and have ${large} printed by a print shop, as ${shop.length > 1 ? "those sizes need" : "that size needs"} a large-format printer`,
    ],
    s.seed,
    5,
  );
}

/** A paper copy besides the app: "print the pages at home" when every size fits a home printer. */
function paperCopy(s: Source, thing: string): string {
  const sizes = printSizes(s).slice(0, 3);
  if (sizes.some((size) => fitsHomePrinter(size) === false)) return wherePrinted(s, thing);
  return `print ${thing}${sizes.length > 0 ? ` at ${joinList(sizes, "or")}` : ""} at home`;
}

/** How the buyer puts it to use, from the delivery the facts settle; never "print" for a workspace app. */
export function howToUse(s: Source): string | null {
  const f = s.facts;
  const app = editApp(s);
  const own = workspaceApps(s).map((name) => OWN_COPY[name] ?? `open it in ${name}`);
  switch (f.delivery) {
    case "duplicate":
      return capitalise(`${joinList(own, "or")} and start using it straight away`);
    case "import": {
      const named = f.apps.filter((name) => name !== "iPad" && !EDIT_APPS.has(name) && !WORKSPACE_APPS.has(name)).slice(0, 3);
      const apps = joinList(named, "or");
      const paper = saysPrintable(s.sentences.join(" ")) ? `, or ${paperCopy(s, "the pages")}` : "";
      // OneNote, Apple Notes, Xodo run on computers and phones too: the buyer is not sent to a tablet.
      if (named.some((name) => !PEN_APPS.has(name))) return `Open the ${s.product} in ${apps} and fill in the pages on any device that runs it${paper}`;
      return `Import the ${s.product} into ${apps || "your note-taking app"} on your ${device(s)} and write straight onto the pages${paper}`;
    }
    case "edit-then-print":
      return capitalise(`${app ? editIn(s, app) : `edit ${theFiles(s)}`}, then ${wherePrinted(s, "it")}`);
    case "print":
      return capitalise(`download ${theFiles(s)} and ${wherePrinted(s, them(s))}`);
    case "download":
      // A workspace product with a printable PDF besides, an app template used on screen, or a file.
      if (own.length > 0) return capitalise(`${joinList(own, "or")}, or ${paperCopy(s, "the PDF")} for a paper copy`);
      if (app && app !== "Canva" && files(s).every((file) => file === app)) return `Download the ${app} file and edit it to suit you`;
      if (app) return app === "Canva" ? `Open the template and ${editIn(s, app)}` : capitalise(`download ${theFiles(s)} and ${editIn(s, app)}`);
      return files(s).length > 0 ? `Download ${theFiles(s)} right after purchase` : null;
    case "watch":
      return null;
  }
}

/** The buyer's first step after buying, for a call to action: "make your own copy in Google Sheets". */
export function firstStep(s: Source): string | null {
  const [workspace] = workspaceApps(s);
  const app = editApp(s);
  if (workspace) return OWN_COPY[workspace] ?? `open it in ${workspace}`;
  if (s.facts.delivery === "import") return `open it in ${noteApp(s) ?? "your app"}`;
  if (app) return app === "Canva" ? "make it yours in Canva" : `open it in ${app}`;
  return null;
}

/** What living with the product is like, by delivery; true of every product delivered that way. */
export function deliveryBenefit(s: Source): string | null {
  const app = editApp(s);
  const sheets = workspaceApps(s);
  switch (s.facts.delivery) {
    case "duplicate":
    case "download":
      if (sheets.includes("Notion")) return `Lives in your own Notion workspace, next to the rest of your notes`;
      if (sheets.length > 0) return `Fill it in on screen in ${joinList(sheets, "or")}`;
      return app === "Canva" ? `Change the colours and text in Canva to make it yours` : null;
    case "import": {
      const note = noteApp(s);
      if (note && !PEN_APPS.has(note)) return `Fill it in on screen in ${note}, no printing needed`;
      return `Write by hand on your ${device(s)}${note ? ` in ${note}` : ""}, no printing needed`;
    }
    case "edit-then-print":
      return `Change the colours and text${app ? ` in ${app}` : ""} before you print`;
    case "print":
      return s.facts.category === "planner"
        ? pick(
            [
              `${capitalise(s.product)} pages you can keep on your desk or in a binder`,
              `Printed ${s.product.replace(/^printable\s+/i, "")} pages to pin up, file in a binder or carry in a bag`,
              `Fill in the printed ${s.product.replace(/^printable\s+/i, "")} by hand, and reprint it when you need more pages`,
            ],
            s.seed,
            6,
          )
        : null;
    default:
      return null;
  }
}
