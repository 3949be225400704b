import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitBody } from "./body-limit";

const LIMIT = 1024;

/** Sends a request through a real socket, so the headers are exactly those given here. */
function send(port: number, method: string, headers: Record<string, string>, chunks: string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: "/echo", headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("limitBody", () => {
  let port: number;
  let close: () => void;
  let handled = 0;
  beforeAll(async () => {
    const app = new Hono().use(limitBody(LIMIT, (c) => c.text("too large", 413))).all("/echo", async (c) => {
      handled++;
      return c.text(`${c.req.method} ${(await c.req.text()).length}`);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("passes bodies within the limit, whether their length is declared or streamed in chunks", async () => {
    const body = "x".repeat(LIMIT);
    expect(await send(port, "POST", { "content-length": String(LIMIT) }, [body])).toEqual({ status: 200, body: `POST ${LIMIT}` });
    expect(await send(port, "POST", { "transfer-encoding": "chunked" }, [body.slice(0, 500), body.slice(500)])).toEqual({ status: 200, body: `POST ${LIMIT}` });
    expect(await send(port, "GET", {}, [])).toEqual({ status: 200, body: "GET 0" });
  });

  it("refuses a declared length over the limit before reading it, and a chunked body once it passes the limit", async () => {
    const before = handled;
    const over = "x".repeat(LIMIT + 1);
    expect((await send(port, "POST", { "content-length": String(LIMIT + 1) }, [over])).status).toBe(413);
    expect((await send(port, "PUT", { "transfer-encoding": "chunked" }, [over.slice(0, 600), over.slice(600)])).status).toBe(413);
    expect(handled).toBe(before);
  });
});
