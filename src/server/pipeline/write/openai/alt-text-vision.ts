import { z } from "zod";
import { MARKETPLACE_RULES } from "../../../../core/listing/marketplace-rules";
import { cutAtWord } from "../../../../core/listing/text";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { loadImageData } from "../create-generator";
import type { ObjectStorage } from "../../../storage/storage";

/** Alt text per product image from a vision model; "" where it gave none (the facts' text stands in). */
export type DescribeImages = (productId: string, about: { product: string; title: string }) => Promise<string[]>;

export interface VisionSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per image; a slow answer costs that image its vision text, not the listing. */
  timeoutMs: number;
}

const chatResponse = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

const SYSTEM_PROMPT =
  "You write alt text for the photos of a product listing in an online shop. Answer with one plain sentence of at most 200 characters " +
  "that says what a buyer sees in this image: the page, layout or design shown and any visible headings. Do not start with " +
  '"Image of" or "Picture of", do not use quotes or markup, and do not describe anything that is not visible.';

/** A model's answer as alt text: one line, no quotes or markup, within Etsy's 250 characters. */
export function cleanAltText(answer: string): string {
  const text = answer
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^alt(ernative)? text\s*:\s*/i, "")
    .replace(/^["'“‘]+|["'”’]+$/g, "")
    .replace(/^(an? )?(image|picture|photo) of\s+/i, "")
    .trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return cutAtWord(sentence, MARKETPLACE_RULES.etsyAltTextLength.max);
}

async function describeOne(settings: VisionSettings, image: string, context: string): Promise<string> {
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    signal: AbortSignal.timeout(settings.timeoutMs),
    headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.2,
      max_tokens: 120,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        {
          role: "user",
          content: [
            { type: "text", text: context },
            { type: "image_url", image_url: { url: image } },
          ],
        },
      ],
    }),
  });
  if (!response.ok) return "";
  const parsed = chatResponse.safeParse(await response.json().catch(() => null));
  return parsed.success ? cleanAltText(parsed.data.choices[0]?.message.content ?? "") : "";
}

/** Describes each image with its own request (in parallel); any failure leaves that image's text empty. */
export async function describeImages(settings: VisionSettings, images: Array<string | null>, about: { product: string; title: string }): Promise<string[]> {
  return Promise.all(
    images.map((image, i) => {
      if (!image) return "";
      const context = `The product: ${about.title} (${about.product}). This is image ${i + 1} of ${images.length}${i === 0 ? ", the listing's main photo" : ""}.`;
      return describeOne(settings, image, context).catch(() => "");
    }),
  );
}

export function visionAltTexts(config: Config, deps: { db: Db; storage: ObjectStorage }): DescribeImages | undefined {
  if (config.GENERATOR !== "openai" || !config.OPENAI_VISION) return undefined;
  const settings: VisionSettings = {
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    timeoutMs: Math.min(15_000, config.GENERATION_TIMEOUT_SECONDS * 1000),
  };
  return async (productId, about) => describeImages(settings, await loadImageData(deps.db, deps.storage, productId), about);
}
