import { HttpClient } from "../tests/support/http-client";

const PASSWORD = "amber-quarry-sextant-58";

/** A new creator, signed in, for one bench entry; `tag` names the entry in the address and in errors. */
export async function benchCreator(base: string, tag: string): Promise<HttpClient> {
  const client = new HttpClient(base);
  const email = `${tag}-${Date.now()}@bench.example`;
  if (!(await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Saver" })).ok) throw new Error(`${tag} bench: sign-up failed`);
  // Sign-up never starts a session (decision 012).
  if (!(await client.post("/api/auth/sign-in/email", { email, password: PASSWORD })).ok) throw new Error(`${tag} bench: sign-in failed`);
  return client;
}
