import { isReusable, loadingStateKey, parseLoadingState, type PersistedLoadingState } from "../../../../core/products/progress-ui";

// Persisted-state read and write failures are only logged: the overlay works without them (decision 028).

/** The stored state for this product when it started less than 10 minutes ago, else null. */
export function readLoadingState(productId: string, now: number): PersistedLoadingState | null {
  try {
    const state = parseLoadingState(window.localStorage.getItem(loadingStateKey(productId)));
    return state && isReusable(state, now) ? state : null;
  } catch (error) {
    console.warn("Could not read the loading state", error);
    return null;
  }
}

export function writeLoadingState(productId: string, state: PersistedLoadingState): void {
  try {
    window.localStorage.setItem(loadingStateKey(productId), JSON.stringify(state));
  } catch (error) {
    console.warn("Could not save the loading state", error);
  }
}

export function clearLoadingState(productId: string): void {
  try {
    window.localStorage.removeItem(loadingStateKey(productId));
  } catch (error) {
    console.warn("Could not remove the loading state", error);
  }
}
