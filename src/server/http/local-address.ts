/** Whether a URL names this machine (localhost, *.localhost, 127.x.x.x, [::1]): only this machine can reach it. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}
