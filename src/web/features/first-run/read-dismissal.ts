// Apart from use-session-dismissal.ts so the app shell can ask without taking the hook along.

/** Who dismissed the notice stored under `key` in this tab, if anyone. */
export function readDismissal(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
