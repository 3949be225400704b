// Child process for npm run bench: plays Paddle, sending rounds of 50 concurrent signed
// notifications from its own process (as Paddle's senders are outside ours), and prints each
// acknowledgement time in milliseconds as JSON: { cold, acks }. With "health" as the user id it sends
// the same bursts to GET /api/health instead: the floor of this machine for 50 concurrent requests.
import { paddleSignature } from "../src/server/billing/paddle-signature";

const [base, secret, userId, roundsText] = process.argv.slice(2);
if (!base || !secret || !userId) throw new Error("usage: bench-paddle-sender <base url> <webhook secret> <user id> [rounds]");
const rounds = Number(roundsText ?? 5);
const CONCURRENT = 50;

async function deliver(round: number, i: number): Promise<number> {
  if (userId === "health") {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    return performance.now() - started;
  }
  const body = JSON.stringify({
    event_id: `evt_bench_${round}_${i}`,
    event_type: "transaction.completed",
    occurred_at: new Date().toISOString(),
    data: { id: `txn_bench_${round}_${i}`, status: "completed", customer_id: "ctm_bench", custom_data: { userId }, items: [] },
  });
  const started = performance.now();
  const response = await fetch(`${base}/api/webhooks/paddle`, {
    method: "POST",
    headers: { "content-type": "application/json", "paddle-signature": paddleSignature(body, secret ?? "") },
    body,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - started;
}

// The first two bursts open the 50 connections and warm both processes (JIT, pools); they are
// reported apart as "cold", and the steady state is measured on the bursts after them.
const cold: number[] = [];
for (const warm of [-1, -2]) cold.push(...(await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => deliver(warm, i)))));
const acks: number[] = [];
for (let round = 0; round < rounds; round++) {
  acks.push(...(await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => deliver(round, i)))));
}
process.stdout.write(`${JSON.stringify({ cold, acks })}\n`);
