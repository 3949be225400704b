import { z } from "zod";
import { checkListing } from "../../core/listing/check-listing";
import type { Generator } from "./generator";
import { generatedListingSchema, type GeneratedListing } from "./listing";
import { SYSTEM_PROMPT, repairMessage, userMessage } from "./openai-prompt";
import { LISTING_JSON_SCHEMA, fromModel } from "./openai-schema";

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Send the screenshots as image inputs (for models that accept them). */
  vision: boolean;
  loadImages: (productId: string) => Promise<string[]>;
}

const chatResponse = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

type Message = { role: "system" | "user" | "assistant"; content: unknown };

/** One chat completion with strict structured output: the reply text and the listing it holds. */
async function complete(settings: OpenAiSettings, messages: Message[], signal: AbortSignal): Promise<{ reply: string; listing: GeneratedListing }> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.4,
      response_format: { type: "json_schema", json_schema: { name: "listing", strict: true, schema: LISTING_JSON_SCHEMA } },
      messages,
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
  const listing = generatedListingSchema.safeParse(fromModel(parsed));
  if (!listing.success) throw new Error(`the model's answer does not match the schema: ${listing.error.issues[0]?.message ?? ""}`);
  return { reply, listing: listing.data };
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM). When the listing check
 * leaves findings for review, the model gets them back once; the answer with fewer such findings
 * is returned, and the pipeline's check records what remains (docs/decisions/019).
 */
export function openAiGenerator(settings: OpenAiSettings): Generator {
  return {
    name: "openai",
    async generate(input, context) {
      await context.report({ progress: 65, step: 2, message: "Writing your listing..." });
      const images = settings.vision ? await settings.loadImages(context.productId) : [];
      const text = userMessage(input, context.facts);
      const content = images.length ? [{ type: "text", text }, ...images.map((url) => ({ type: "image_url", image_url: { url } }))] : text;
      const messages: Message[] = [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content },
      ];
      const toReview = (listing: GeneratedListing) => checkListing(listing, context.facts).report.findings.filter((f) => f.outcome === "review");
      const first = await complete(settings, messages, context.signal);
      const firstReview = toReview(first.listing);
      let best = first.listing;
      if (firstReview.length) {
        await context.report({ progress: 80, step: 2, message: "Checking your listing..." });
        messages.push({ role: "assistant", content: first.reply }, { role: "user", content: repairMessage(firstReview) });
        // An unusable repair answer still leaves the first, valid one.
        const second = await complete(settings, messages, context.signal).catch(() => null);
        if (second && toReview(second.listing).length <= firstReview.length) best = second.listing;
      }
      if (input.category !== "course") delete best.course;
      return best;
    },
  };
}
