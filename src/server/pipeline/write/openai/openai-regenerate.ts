import { z } from "zod";
import type { ListingSection } from "../../../../core/listing/editable";
import type { Regenerator } from "../generator";
import type { OpenAiSettings } from "./openai-generator";
import { REGENERATE_SYSTEM_PROMPT, regenerateMessage } from "./openai-regenerate-prompt";
import { generatedListingSchema } from "../../listing";
import { LISTING_JSON_SCHEMA } from "./openai-schema";

const titleChoicesSchema = generatedListingSchema.shape.titleChoices;

const chatResponse = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const object = (properties: Record<string, object>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });

/** Strict structured output for just the requested sections (the listing's own schema, piece by piece). */
function sectionsSchema(sections: readonly ListingSection[]) {
  const listing = LISTING_JSON_SCHEMA.properties as Record<Exclude<ListingSection, "altTexts" | "course">, object> & { course: { anyOf: [object, object] } };
  const schemaOf = (section: ListingSection): object => {
    if (section === "altTexts")
      return { type: "array", items: { type: "string" }, description: "One alt text per image, in order, at most 250 characters each: what the buyer sees." };
    // A course's own details: the object, not the "or null" a first generation allows.
    if (section === "course") return listing.course.anyOf[0];
    return listing[section];
  };
  // A rewritten title is a new generation of it: the model offers its three angles too (issue 33).
  const choices = sections.includes("title") ? [["titleChoices", LISTING_JSON_SCHEMA.properties.titleChoices]] : [];
  return object(Object.fromEntries([...sections.map((section) => [section, schemaOf(section)]), ...choices]));
}

export function openAiRegenerator(settings: Pick<OpenAiSettings, "baseUrl" | "apiKey" | "model">): Regenerator {
  return {
    name: "openai",
    async regenerate(input, context) {
      const { regeneration } = context;
      await context.report({ progress: 40, step: 2, message: "Rewriting your listing..." });
      const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        signal: context.signal,
        headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
        body: JSON.stringify({
          model: settings.model,
          // Warmer than a first generation: the creator asked for other words.
          temperature: 0.8,
          response_format: { type: "json_schema", json_schema: { name: "listing_sections", strict: true, schema: sectionsSchema(regeneration.sections) } },
          messages: [
            { role: "system", content: REGENERATE_SYSTEM_PROMPT },
            { role: "user", content: regenerateMessage(input, context.facts, regeneration) },
          ],
        }),
      });
      if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
      const reply = chatResponse.parse(await response.json()).choices[0]?.message.content ?? "";
      let parsed: unknown;
      try {
        parsed = JSON.parse(reply.replace(/^```(?:json)?\s*|\s*```$/g, ""));
      } catch {
        throw new Error("the model's answer is not JSON");
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("the model's answer is not an object");
      // Only the requested sections; the merge validates each and rejects a missing one.
      const answer = parsed as Record<string, unknown>;
      const sections = Object.fromEntries(regeneration.sections.filter((section) => section in answer).map((section) => [section, answer[section]]));
      // Offered only when well formed; each is then checked like the title (checkTitleChoices).
      const choices = regeneration.sections.includes("title") ? titleChoicesSchema.safeParse(answer.titleChoices) : null;
      return choices?.success && choices.data ? { sections, titleChoices: choices.data } : { sections };
    },
  };
}
