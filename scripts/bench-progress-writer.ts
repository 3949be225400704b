// Child process for npm run bench: writes progress updates to one product from its own
// connection, as a separate worker would, and prints when each write committed.
import { openDatabase } from "../src/server/db/client";
import { progressed } from "../src/server/pipeline/lifecycle";

const [url, productId, countText] = process.argv.slice(2);
if (!url || !productId) throw new Error("usage: bench-progress-writer <database url> <product id> <count>");
const database = await openDatabase({ url, pgliteDir: "memory://" });
const count = Number(countText ?? 50);
for (let i = 1; i <= count; i++) {
  await progressed(database.db, productId, { progress: i, step: 1, message: `update ${i}` });
  process.stdout.write(`${JSON.stringify({ progress: i, at: Date.now() })}\n`);
  await new Promise((resolve) => setTimeout(resolve, 40));
}
await database.close();
