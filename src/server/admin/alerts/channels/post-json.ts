/** Posts a JSON body with a deadline; no redirects are followed (the receiver is the configured URL, nothing else). */
export async function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is released; its text is only shown when the receiver refuses.
  const text = (await response.text().catch(() => "")).slice(0, 200);
  if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ""}`);
}
