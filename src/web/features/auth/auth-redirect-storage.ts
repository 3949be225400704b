import { safeRedirectTarget } from "../../../core/routes";

const KEY = "authRedirect";

/** Google sign-in leaves the SPA; the return path survives the round trip in sessionStorage. */
export function storeAuthRedirect(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch (error) {
    console.warn("Could not store the sign-in return path", error);
  }
}

export function takeAuthRedirect(): string {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeRedirectTarget(target);
  } catch {
    return "/";
  }
}
