import { z } from "zod";
import type { CheckFinding } from "../../../../core/listing/types";
import { checkListing } from "../../../../core/listing/check/check-listing";
import { SECTION_LABELS, type ListingSection } from "../../../../core/listing/editable";
import type { Generator } from "../generator";
import { generatedListingSchema, type GeneratedListing } from "../../listing";
import { SYSTEM_PROMPT, repairMessage, userMessage } from "./openai-prompt";
import { LISTING_JSON_SCHEMA, fromModel } from "./openai-schema";
import type { ProgressUpdate } from "../../progress/progress";
import { chatStreamText } from "./chat-stream";
import { toDraftSection } from "../../progress/draft-section";
import { createSectionReader } from "./json-sections";

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

export type Message = { role: "system" | "user" | "assistant"; content: unknown };

/** Called with each top-level member of the answer as soon as the stream holds it whole. */
export type SectionHandler = (key: string, value: unknown) => void | Promise<void>;

function parseListing(reply: string): GeneratedListing {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw new Error("the model's answer is not JSON");
  }
  const listing = generatedListingSchema.safeParse(fromModel(parsed));
  if (!listing.success) throw new Error(`the model's answer does not match the schema: ${listing.error.issues[0]?.message ?? ""}`);
  return listing.data;
}

/**
 * The streamed reply's text. Sections are handed to `onSection` one after another in a queue of
 * their own, so a slow write never holds up reading the stream; the first failure fails the reply.
 */
async function streamedReply(body: ReadableStream<Uint8Array>, signal: AbortSignal, onSection?: SectionHandler): Promise<string> {
  const sections = createSectionReader();
  let reply = "";
  let queue = Promise.resolve();
  let failure: { error: unknown } | null = null;
  try {
    for await (const text of chatStreamText(body)) {
      reply += text;
      if (!onSection) continue;
      for (const [key, value] of sections.push(text)) {
        queue = queue.then(() => (signal.aborted || failure ? undefined : onSection(key, value))).catch((error: unknown) => void (failure ??= { error }));
      }
    }
  } finally {
    await queue;
  }
  if (failure) throw (failure as { error: unknown }).error;
  return reply;
}

/**
 * One chat completion with strict structured output, streamed (decision 022): the reply text and
 * the listing it holds. `onSection` hears each top-level member as soon as it is complete. An
 * endpoint that ignores `stream` and answers with one JSON body still works (no sections then).
 */
export async function complete(
  settings: OpenAiSettings,
  messages: Message[],
  signal: AbortSignal,
  onSection?: SectionHandler,
): Promise<{ reply: string; listing: GeneratedListing }> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.4,
      stream: true,
      response_format: { type: "json_schema", json_schema: { name: "listing", strict: true, schema: LISTING_JSON_SCHEMA } },
      messages,
    }),
  });
  if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
  const streamed = /^text\/event-stream/i.test(response.headers.get("content-type") ?? "");
  const reply =
    streamed && response.body
      ? await streamedReply(response.body, signal, onSection)
      : (chatResponse.parse(await response.json()).choices[0]?.message.content ?? "");
  return { reply, listing: parseListing(reply) };
}

// The title choices are no section of the listing: they are offered beside it.
const MODEL_SECTIONS = Object.keys(LISTING_JSON_SCHEMA.properties).filter((key): key is ListingSection => Object.hasOwn(SECTION_LABELS, key));
// Progress while the sections arrive: from the "Writing" report to just below "Finalizing".
const WRITING_FROM = 65;
const WRITTEN_AT = 90;

/** Where a finished section leaves the progress bar, naming the section the model writes next. */
function afterSection(order: ListingSection[], section: ListingSection, written: number): ProgressUpdate {
  const next = order[order.indexOf(section) + 1];
  const label = next ? SECTION_LABELS[next] : "";
  return {
    progress: WRITING_FROM + ((WRITTEN_AT - WRITING_FROM) * Math.min(written, order.length)) / order.length,
    step: 2,
    message: next ? `Writing ${label.charAt(0).toLowerCase()}${label.slice(1)}…` : "Checking your listing...",
  };
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
      // A name the reader could not find is the creator's to give; the model cannot repair it.
      const creatorOnly = (f: CheckFinding) =>
        context.facts.subjectSure === false && f.field === "title" && (f.check === "title-subject" || f.check === "facts-covered");
      const toReview = (listing: GeneratedListing) =>
        checkListing(listing, context.facts).report.findings.filter((f) => f.outcome === "review" && !creatorOnly(f));
      const order = input.category === "course" ? MODEL_SECTIONS : MODEL_SECTIONS.filter((key) => key !== "course");
      let written = 0;
      const onSection: SectionHandler = async (key, value) => {
        const draft = toDraftSection(key, value);
        if (!draft || !context.section) return;
        await context.section(draft, afterSection(order, draft.section, ++written));
      };
      const first = await complete(settings, messages, context.signal, context.section ? onSection : undefined);
      const firstReview = toReview(first.listing);
      let best = first.listing;
      if (firstReview.length) {
        await context.report({ progress: 80, step: 2, message: "Checking your listing..." });
        messages.push({ role: "assistant", content: first.reply }, { role: "user", content: repairMessage(firstReview) });
        // An unusable repair answer still leaves the first, valid one. Its sections are not streamed
        // again: the first answer's stay on screen until the chosen one is stored (decision 022).
        const second = await complete(settings, messages, context.signal).catch(() => null);
        if (second && toReview(second.listing).length <= firstReview.length) best = second.listing;
      }
      if (input.category !== "course") delete best.course;
      return best;
    },
  };
}
