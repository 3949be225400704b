export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 15_000;

/**
 * How long to wait before reconnect attempt `failures` (0 for the first after a loss): 0.5 s doubling
 * up to 15 s, of which a random half is taken off so that every process a restart cut off does not
 * knock again at the same moment.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(failures, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
