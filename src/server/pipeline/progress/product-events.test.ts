import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createProductEvents } from "./product-events";
import { PROGRESS_CHANNEL } from "./progress";

describe("createProductEvents", () => {
  it("subscribes again after a failed subscription instead of keeping its failure", async () => {
    let attempts = 0;
    let deliver: (payload: string) => void = () => undefined;
    const database = {
      async listen(channel: string, onPayload: (payload: string) => void) {
        if (++attempts === 1) throw new Error("connect ECONNREFUSED");
        expect(channel).toBe(PROGRESS_CHANNEL);
        deliver = onPayload;
        return async () => undefined;
      },
    } as unknown as Database;
    const events = createProductEvents(database);
    await expect(events.watch("p1", () => undefined)).rejects.toThrow(/ECONNREFUSED/);
    const changes: string[] = [];
    await events.watch("p1", () => changes.push("p1"));
    await events.watch("p2", () => changes.push("p2"));
    deliver("p1");
    expect(changes).toEqual(["p1"]);
    expect(attempts).toBe(2);
  });
});
