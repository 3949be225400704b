import { HttpClient } from "../tests/support/http-client";

const PASSWORD = "crimson-turbine-walnut-41";
const ROUNDS = 20;

/**
 * Issue 11 item 9: answering for a taken address must take about as long as for a new one, or the
 * time tells who has an account. Interleaved rounds, so drift and load fall on both sides alike;
 * the goal is a ratio of medians under 1.3 (a figure, not a test: timings flake on a shared box).
 */
export async function benchEnumeration(base: string, percentile: (samples: number[], p: number) => number) {
  const fresh = (tag: string, i: number) => `${tag}-${i}-${Date.now()}@bench.example`;
  const known: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const email = fresh("known", i);
    const response = await new HttpClient(base).post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Known" });
    if (!response.ok) throw new Error(`enumeration bench sign-up failed: ${response.status}`);
    known.push(email);
  }
  const timed = async (path: string, body: Record<string, string>) => {
    const started = performance.now();
    const response = await new HttpClient(base).post(path, body);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`enumeration bench ${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const runs = { resetKnown: [] as number[], resetUnknown: [] as number[], signUpTaken: [] as number[], signUpNew: [] as number[] };
  for (const [i, email] of known.entries()) {
    runs.resetKnown.push(await timed("/api/auth/request-password-reset", { email }));
    runs.resetUnknown.push(await timed("/api/auth/request-password-reset", { email: fresh("nobody", i) }));
    runs.signUpTaken.push(await timed("/api/auth/sign-up/email", { email, password: PASSWORD, name: "x" }));
    runs.signUpNew.push(await timed("/api/auth/sign-up/email", { email: fresh("new", i), password: PASSWORD, name: "x" }));
  }
  const median = (values: number[]) => percentile(values, 50);
  const ratio = (a: number[], b: number[]) => Math.max(median(a), median(b)) / Math.min(median(a), median(b));
  const reset = ratio(runs.resetKnown, runs.resetUnknown);
  const signUp = ratio(runs.signUpTaken, runs.signUpNew);
  console.log(`\nAccount enumeration by timing (${ROUNDS} interleaved requests each, median)`);
  console.log(
    `  password reset: known ${median(runs.resetKnown).toFixed(1)} ms, unknown ${median(runs.resetUnknown).toFixed(1)} ms, ratio ${reset.toFixed(2)}`,
  );
  console.log(`  sign-up: taken ${median(runs.signUpTaken).toFixed(1)} ms, new ${median(runs.signUpNew).toFixed(1)} ms, ratio ${signUp.toFixed(2)}`);
  const ok = reset < 1.3 && signUp < 1.3;
  console.log(`  goal both ratios under 1.3: ${ok ? "PASS" : "FAIL"}`);
  return ok;
}
