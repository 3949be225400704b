import { writeFileSync } from "node:fs";
import { renderConfigDoc } from "../src/server/config-doc";

/** Writes docs/configuration.md from the config schema and its descriptions (src/server/config-doc.test.ts checks it). */
writeFileSync("docs/configuration.md", renderConfigDoc());
console.log("wrote docs/configuration.md");
