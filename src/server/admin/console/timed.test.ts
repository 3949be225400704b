import { describe, expect, it } from "vitest";
import { ok, timed } from "./timed";

describe("timed", () => {
  it("reports a check's outcome with its time", async () => {
    const line = await timed("Database", 1000, async () => ok("select 1 answered"));
    expect(line).toMatchObject({ name: "Database", status: "ok", detail: "select 1 answered" });
    expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it("turns a thrown error into a failed line", async () => {
    const line = await timed("SMTP", 1000, async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:1");
    });
    expect(line).toMatchObject({ status: "failed", detail: "connect ECONNREFUSED 127.0.0.1:1" });
  });

  it("fails a check that overruns its timeout and aborts its signal", async () => {
    let seen: AbortSignal | null = null;
    const line = await timed("Generator", 20, (signal) => {
      seen = signal;
      return new Promise(() => {});
    });
    expect(line).toMatchObject({ status: "failed", detail: "no answer within 20 ms" });
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
  });
});
