import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderConfigDoc } from "./config-doc";

describe("docs/configuration.md", () => {
  it("is what the generator writes from the config schema today", () => {
    const written = readFileSync("docs/configuration.md", "utf8");
    expect(written === renderConfigDoc(), "docs/configuration.md is out of date: run `npm run docs:config` and commit the result").toBe(true);
  });

  it("gives every variable a default or says it is unset, and never a value of this machine's", () => {
    const doc = renderConfigDoc();
    expect(doc).toContain(
      "### `IMAGE_CONCURRENCY`\n\nImages decoded at once by this process; the rest wait in a queue holding only their encoded bytes.\n\n- Default: the number of CPU cores, at most 3",
    );
    expect(doc.match(/^### /gm)?.length).toBe(doc.match(/^- Default: /gm)?.length);
  });
});
