import type { EditableListing, ListingSection } from "../../../core/listing/editable";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { AppError } from "../../http/errors";
import { applyRegeneration } from "./apply-regeneration";
import { markRegenerationFailed, writeRegenerationProgress } from "./regeneration-progress";
import { regenerationSectionsFor } from "./regeneration-sections-for";
import type { RegenerationRow } from "./regeneration-view";
import { toEditableCourse } from "../store/versions";
import type { callbackBody } from "../../../core/listing/generation-callback";

type Body = z.infer<typeof callbackBody>;
type Result = NonNullable<Body["result"]>;

/** The sections a workflow's result carries, in the editor's shape; empty ones are left out. */
function sectionsOf(result: Result): Partial<EditableListing> {
  const texts: Partial<EditableListing> = {
    title: result.title,
    shortDescription: result.shortDescription,
    longDescription: result.longDescription,
    cta: result.cta || result.callToAction,
    whyChooseUs: result.whyChooseUs,
  };
  const lists = {
    features: result.features,
    benefits: result.benefits,
    keywords: result.keywords,
    usp: result.usp,
    useCases: result.useCases,
    altTexts: result.altTexts,
  };
  const course = result.course ? toEditableCourse(result.course) : undefined;
  return Object.fromEntries(
    Object.entries({ ...texts, ...lists, course }).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "")),
  );
}

/** A workflow's report on one regeneration (its token was checked by the caller). */
export async function regenerationCallback(db: Db, regeneration: RegenerationRow, product: typeof products.$inferSelect, body: Body) {
  if (body.section !== undefined && body.section !== regeneration.section) {
    throw new AppError("VALIDATION_FAILED", `section: this regeneration rewrites ${regeneration.section ?? "the whole listing (null)"}`, {
      section: ["must match the regeneration"],
    });
  }
  if (body.error) {
    await markRegenerationFailed(db, regeneration.id, `The workflow could not rewrite the listing: ${body.error.slice(0, 300)}. Your text is unchanged.`);
    return { ok: true, status: "failed" };
  }
  if (body.result) {
    const requested: ListingSection[] = await regenerationSectionsFor(db, regeneration, product);
    const sections = sectionsOf(body.result);
    const missing = requested.filter((section) => sections[section] === undefined);
    if (missing.length) throw new AppError("VALIDATION_FAILED", `result: ${missing.join(", ")} missing`, { result: [`must carry ${missing.join(", ")}`] });
    try {
      await applyRegeneration(db, regeneration.id, { sections }, { generator: "webhook" });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("VALIDATION_FAILED", `result: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { ok: true, status: "complete" };
  }
  await writeRegenerationProgress(db, regeneration.id, { progress: body.progress ?? 50, message: body.message ?? "Processing..." });
  return { ok: true, status: "pending" };
}
