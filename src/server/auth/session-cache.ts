import type { SessionData } from "./session";

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** The token a signed cookie value carries, or null when its signature is not the server's. */
  verify: (signedValue: string) => string | null;
  now?: () => number;
}

/** What code that ends sessions or changes an account needs: this server forgets them at once. */
export interface SessionForgetting {
  forgetUser(userId: string): void;
  forgetToken(token: string): void;
}

export interface SessionCache extends SessionForgetting {
  /**
   * The session a signed session cookie value stands for: from the cache, else (when the value's
   * signature is the server's) from `load`, kept when what `load` found is that token's session.
   */
  lookup(signedValue: string, load: () => Promise<SessionData | null>): Promise<SessionData | null>;
  readonly size: number;
}

interface Entry {
  data: SessionData;
  until: number;
}

/**
 * Sessions this process looked up in the last few seconds (decision 034), by the signed cookie
 * value, so a hit is the very value whose signature was checked when it was stored. Other
 * processes learn of a revocation when their entry runs out, so `ttlMs` is how long a session
 * ended elsewhere may still be honoured here. Oldest entries go first past `maxEntries`.
 */
export function createSessionCache({ ttlMs, maxEntries, verify, now = Date.now }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  // Lookups under way, shared by the requests that need the same session meanwhile: when an entry
  // runs out under load, one query answers them all instead of one each.
  const inFlight = new Map<string, Promise<SessionData | null>>();
  // Bumped by every forget: a lookup that started before one must not store what it read.
  let epoch = 0;
  const forgetWhere = (matches: (data: SessionData) => boolean) => {
    epoch++;
    inFlight.clear();
    for (const [key, entry] of entries) if (matches(entry.data)) entries.delete(key);
  };
  const store = (key: string, data: SessionData) => {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { data, until: Math.min(now() + ttlMs, data.session.expiresAt.getTime()) });
  };
  return {
    async lookup(signedValue, load) {
      const entry = entries.get(signedValue);
      if (entry && now() < entry.until) return entry.data;
      if (entry) entries.delete(signedValue);
      const shared = inFlight.get(signedValue);
      if (shared) return shared;
      const token = verify(signedValue);
      if (!token) return null;
      const started = epoch;
      const loading = load().then((data) => {
        if (ttlMs > 0 && data?.session.token === token && epoch === started) store(signedValue, data);
        return data;
      });
      if (ttlMs > 0) inFlight.set(signedValue, loading);
      try {
        return await loading;
      } finally {
        if (inFlight.get(signedValue) === loading) inFlight.delete(signedValue);
      }
    },
    forgetUser: (userId) => forgetWhere((data) => data.user.id === userId),
    forgetToken: (token) => forgetWhere((data) => data.session.token === token),
    get size() {
      return entries.size;
    },
  };
}
