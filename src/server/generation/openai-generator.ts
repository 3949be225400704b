import { z } from "zod";
import type { Generator } from "./generator";
import { generatedListingSchema, type GenerationInput } from "./listing";

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

const jsonSchema = z.toJSONSchema(generatedListingSchema, { io: "input" });

const instructions = `You write marketplace listings for digital products (online courses, digital planners or dashboards, wall art).
Write from the creator's description only: invent no facts, prices or platforms. Keywords: at most 13, lower case, at most 20 characters each, taken from the description or the category.
The title is at most 140 characters. Bullets are complete, distinct phrases. Include "course" only for online courses.
Answer with one JSON object matching this JSON Schema, and nothing else:
${JSON.stringify(jsonSchema)}`;

function userMessage(input: GenerationInput) {
  return [
    `Category: ${input.category}`,
    input.targetPlatform.length ? `Compatible apps: ${input.targetPlatform.join(", ")}` : "",
    input.fileFormats ? `File format: ${input.fileFormats}` : "",
    input.testimonial ? `Customer testimonial: "${input.testimonial.content}" (${input.testimonial.title})` : "",
    `Description:\n${input.description}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM). */
export function openAiGenerator(settings: OpenAiSettings): Generator {
  return {
    name: "openai",
    async generate(input, context) {
      await context.report({ progress: 65, step: 2, message: "Writing your listing..." });
      const images = settings.vision ? await settings.loadImages(context.productId) : [];
      const content = images.length
        ? [{ type: "text", text: userMessage(input) }, ...images.map((url) => ({ type: "image_url", image_url: { url } }))]
        : userMessage(input);
      const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        signal: context.signal,
        headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0.4,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: instructions },
            { role: "user", content },
          ],
        }),
      });
      if (!response.ok) throw new Error(`model endpoint answered ${response.status}`);
      const reply = chatResponse.parse(await response.json()).choices[0]?.message.content ?? "";
      const json = reply.replace(/^```(?:json)?\s*|\s*```$/g, "");
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        throw new Error("the model's answer is not JSON");
      }
      const listing = generatedListingSchema.safeParse(parsed);
      if (!listing.success) throw new Error(`the model's answer does not match the schema: ${listing.error.issues[0]?.message ?? ""}`);
      if (input.category !== "course") delete listing.data.course;
      return listing.data;
    },
  };
}
