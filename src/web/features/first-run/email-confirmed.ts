/** Navigation state the /confirm-email page leaves behind, so the next page can say the address is confirmed. */
export const EMAIL_CONFIRMED_STATE = { emailConfirmed: true } as const;

export const isEmailConfirmedState = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { emailConfirmed?: unknown }).emailConfirmed === true;
