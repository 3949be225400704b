import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { builtinRegenerator } from "../write/builtin/builtin-generator";
import type { Regenerator } from "../write/generator";
import { openAiRegenerator } from "../write/openai/openai-regenerate";
import { webhookRegenerator } from "../write/webhook/webhook-generator";

export function createRegenerator(config: Config, deps: { db: Db; secret: string }): Regenerator {
  switch (config.GENERATOR) {
    case "builtin":
      return builtinRegenerator;
    case "openai":
      return openAiRegenerator({ baseUrl: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL });
    case "webhook":
      return webhookRegenerator(deps.db, {
        url: config.GENERATOR_WEBHOOK_URL ?? "",
        appUrl: config.appUrl,
        secret: deps.secret,
        linkLifetimeMs: 24 * 60 * 60 * 1000,
      });
  }
}
