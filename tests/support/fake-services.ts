import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  path: string;
  headers: IncomingMessage["headers"];
  body: any;
}

/**
 * A local HTTP server standing in for a service outside the machine (an OpenAI-compatible model,
 * a generation workflow). Each test sets how it answers; every request is recorded.
 */
export async function startFakeService() {
  const requests: Recorded[] = [];
  let respond: (request: Recorded, res: ServerResponse) => void | Promise<void> = (_req, res) => {
    res.writeHead(200).end("{}");
  };
  const waiters: Array<() => void> = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const recorded = { path: req.url ?? "/", headers: req.headers, body };
    requests.push(recorded);
    waiters.splice(0).forEach((wake) => wake());
    await respond(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer(handler: typeof respond) {
      respond = handler;
    },
    async waitForRequests(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions answer whose message content is `content`. */
export const chatAnswer = (content: string) =>
  JSON.stringify({ id: "chatcmpl-test", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });

export const sampleListing = {
  title: "Weekly Habit Planner for Notion",
  shortDescription: "Plan your week and keep your habits on track in Notion.",
  longDescription: "A weekly planner for Notion with habit tracking and goal pages.",
  features: ["Weekly planning pages", "Habit tracker with streaks", "Goal pages with milestones"],
  benefits: ["Stay consistent with your habits", "See your week at a glance"],
  keywords: ["notion planner", "habit tracker", "weekly planner"],
  usp: ["Built for Notion"],
  cta: "Start planning your best week today.",
  whyChooseUs: "Clear layouts that keep planning quick.",
  useCases: ["A student planning revision weeks"],
};
