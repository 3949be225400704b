import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../password";

/**
 * The bodies of the account routes, declared once: the server validates with them and the API
 * contract (api-contract/account.ts) documents them (decision 070).
 */

/** A name as the profile stores it: plain text without control characters or markup brackets. */
export const profileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}<>]/u.test(value), "contains characters that are not allowed");

export const PROFILE_NAME_MAX = 50;

/** An e-mail address as every form sends one: trimmed, lower-cased, then checked. */
export const emailAddressInput = z.string().trim().toLowerCase().pipe(z.email("must be a valid e-mail address").max(254));

const profileName = profileText(PROFILE_NAME_MAX).transform((value) => value || null);
export const updateProfileInput = z.strictObject({ firstName: profileName.nullable(), lastName: profileName.nullable() });

export const notificationSettingsInput = z.strictObject({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
});

export const notificationEmailInput = z.strictObject({
  email: emailAddressInput,
});

export const confirmationTokenInput = z.string().min(16).max(200);
export const confirmNotificationEmailInput = z.strictObject({ token: confirmationTokenInput });

/** PUT /api/account/consent: only the two answers; "never asked" is not something a user can send. */
export const analyticsConsentInput = z.strictObject({ consent: z.enum(["granted", "denied"]) });

export const changeEmailInput = z.strictObject({
  newEmail: emailAddressInput,
  password: z.string().min(1, "is required").max(128),
});

export const confirmEmailInput = z.strictObject({
  token: confirmationTokenInput,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});

export const deleteAccountInput = z.strictObject({ password: z.string().max(128).optional() });
export const confirmDeletionInput = z.strictObject({ token: z.string().min(20).max(200) });
