import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanAltText } from "../../src/server/pipeline/write/openai/alt-text-vision";
import { testBackend } from "../support/databases";
import { chatAnswer, sampleListing, startFakeService } from "../support/fake-services";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Alt text from a vision model (issue 13): a local server speaking chat completions stands in for
 * the model; the listing request (structured output) and one small request per image are told apart
 * by their response_format.
 */
describe("alt text from a vision model", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    model = await startFakeService();
    app = await startTestApp(testBackend, {
      RUN_WORKER: "true",
      GENERATOR: "openai",
      OPENAI_VISION: "true",
      OPENAI_BASE_URL: `${model.url}/v1`,
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "vision-model",
    });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  it("describes each image with its own request and stores the answers as the images' alt text", async () => {
    model.answer((request, res) => {
      if (request.body.response_format)
        return void res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(JSON.stringify({ ...sampleListing, course: null })));
      const image = /image (\d) of/.exec(request.body.messages[1].content[0].text)?.[1];
      // The second image's request fails: that image keeps the facts' alt text.
      if (image === "2") return void res.writeHead(500).end("{}");
      res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(`"Image of a weekly spread with habit rows <b>${image}</b>"`));
    });
    const client = app.client();
    await app.signUp(client);
    const ids = await uploadScreenshots(client, 3);
    // Counted before the create: the job may call the model before the create's answer is read.
    const before = model.requests.length;
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    await readEvents(client, `/api/products/${product.id}/events`);
    const done = (await (await client.get(`/api/products/${product.id}`)).json()).product;
    expect(done.status).toBe("complete");

    const visionRequests = model.requests.slice(before).filter((r) => !r.body.response_format);
    expect(visionRequests).toHaveLength(3);
    for (const request of visionRequests) {
      expect(request.headers.authorization).toBe("Bearer sk-test");
      expect(request.body.model).toBe("vision-model");
      const [text, image] = request.body.messages[1].content;
      expect(text.text).toContain(sampleListing.title);
      expect(image.image_url.url).toMatch(/^data:image\/png;base64,/);
    }
    expect(done.altTexts[0]).toBe("A weekly spread with habit rows 1");
    expect(done.altTexts[2]).toBe("A weekly spread with habit rows 3");
    expect(done.altTexts[1]).toMatch(/^Inside the .*planner/i);
  });

  it("cleans a model's answer into one line of at most 250 characters", () => {
    expect(cleanAltText('  Alt text: "A habit tracker page"\n')).toBe("A habit tracker page");
    expect(cleanAltText("photo of a <script>calendar</script>")).toBe("A calendar");
    expect(cleanAltText(`A ${"very ".repeat(80)}long answer`).length).toBeLessThanOrEqual(250);
  });
});
