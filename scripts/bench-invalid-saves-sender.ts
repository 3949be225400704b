// Child process for npm run bench: sends rounds of three parallel saves of one body file (each
// must be refused with 400) from its own process, as an attacker's requests come from outside
// ours, and prints each save's time in milliseconds as JSON.
import { readFile } from "node:fs/promises";

const [base = "", cookie = "", path = "", bodyFile = "", roundsText = "20"] = process.argv.slice(2);
if (!base || !cookie || !path || !bodyFile) throw new Error("usage: bench-invalid-saves-sender <base url> <cookie> <path> <body file> [rounds]");
const body = await readFile(bodyFile, "utf8");
const rounds = Number(roundsText);

async function save(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: "PUT", headers: { "content-type": "application/json", origin: base, cookie }, body });
  await response.arrayBuffer();
  if (response.status !== 400) throw new Error(`an invalid save answered ${response.status}, not 400`);
  return performance.now() - started;
}

const times: number[] = [];
for (let round = 0; round < rounds; round++) times.push(...(await Promise.all([save(), save(), save()])));
process.stdout.write(`${JSON.stringify(times)}\n`);
