import { z } from "zod";
import {
  analyticsConsentInput,
  changeEmailInput,
  confirmDeletionInput,
  confirmEmailInput,
  confirmNotificationEmailInput,
  deleteAccountInput,
  notificationEmailInput,
  notificationSettingsInput,
  updateProfileInput,
} from "../account/inputs";
import { voiceSchema } from "../voice";
import { json, routes } from "./define";
import {
  apiUserSchema,
  deleteAccountResponseSchema,
  emailConfirmationInfoSchema,
  meResponseSchema,
  notificationEmailSchema,
  notificationSettingsSchema,
  sessionResponseSchema,
  voiceResponseSchema,
} from "./schemas";

const userResponse = z.object({ user: apiUserSchema });
const pendingEmail = z.object({ pendingEmail: z.string().nullable() });
const voicePreview = z.object({ title: z.string(), shortDescription: z.string(), features: z.array(z.string()), cta: z.string() });

/** The signed-in account: session, profile, settings, e-mail changes and deletion (src/server/account). */
export const accountContract = routes({
  "GET /api/session": { summary: "The signed-in user, or null for a visitor (never a 401)", access: "public", responses: { 200: json(sessionResponseSchema) } },
  "GET /api/me": { summary: "The signed-in user", access: "user", responses: { 200: json(meResponseSchema) } },
  "PATCH /api/profile": {
    summary: "Changes the user's names",
    access: "user",
    body: updateProfileInput,
    responses: { 200: json(userResponse) },
  },
  "GET /api/settings/notifications": { summary: "The e-mail preferences", access: "user", responses: { 200: json(notificationSettingsSchema) } },
  "PUT /api/settings/notifications": {
    summary: "Saves the e-mail preferences",
    access: "user",
    body: notificationSettingsInput,
    responses: { 200: json(notificationSettingsSchema) },
  },
  "GET /api/settings/voice": { summary: "The account's writing voice", access: "user", responses: { 200: json(voiceResponseSchema) } },
  "PUT /api/settings/voice": { summary: "Saves the account's writing voice", access: "user", body: voiceSchema, responses: { 200: json(voiceResponseSchema) } },
  "POST /api/settings/voice/preview": {
    summary: "A sample listing written in a voice, nothing saved",
    access: "user",
    body: voiceSchema,
    responses: { 200: json(z.object({ preview: voicePreview })) },
  },
  "GET /api/settings/notification-email": { summary: "The extra address for ready mails", access: "user", responses: { 200: json(notificationEmailSchema) } },
  "PUT /api/settings/notification-email": {
    summary: "Asks to send ready mails to another address (a confirmation link is mailed)",
    access: "user",
    body: notificationEmailInput,
    responses: { 200: json(notificationEmailSchema) },
  },
  "POST /api/settings/notification-email/resend": {
    summary: "Mails the confirmation link again",
    access: "user",
    responses: { 200: json(notificationEmailSchema) },
  },
  "DELETE /api/settings/notification-email": { summary: "Removes the extra address", access: "user", responses: { 200: json(notificationEmailSchema) } },
  "POST /api/account/confirm-notification-email": {
    summary: "Confirms the extra address from its link (no session needed)",
    access: "public",
    body: confirmNotificationEmailInput,
    responses: { 200: json(z.object({ email: z.string() })) },
  },
  "PUT /api/account/consent": {
    summary: "Saves the analytics consent on the account",
    access: "user",
    body: analyticsConsentInput,
    responses: { 200: json(z.object({ consent: z.enum(["granted", "denied"]) })) },
  },
  "POST /api/account/change-email": {
    summary: "Asks to change the login address (a confirmation link is mailed)",
    access: "user",
    body: changeEmailInput,
    responses: { 200: json(z.object({ pendingEmail: z.string() })) },
  },
  "POST /api/account/change-email/resend": { summary: "Mails the change's link again", access: "user", responses: { 200: json(pendingEmail) } },
  "DELETE /api/account/change-email": { summary: "Cancels the pending change", access: "user", responses: { 200: json(pendingEmail) } },
  "GET /api/account/email-confirmation": {
    summary: "What the /confirm-email page should offer for its link (decision 057)",
    access: "public",
    query: z.object({ token: z.string() }),
    responses: { 200: json(emailConfirmationInfoSchema) },
  },
  "POST /api/account/confirm-email": {
    summary: "Confirms an address from its link; may start a session",
    access: "public",
    body: confirmEmailInput,
    responses: { 200: json(userResponse) },
  },
  "POST /api/account/delete": {
    summary: "Deletes the account now (password given) or mails a confirmation link (decision 017)",
    access: "user",
    body: deleteAccountInput,
    responses: { 200: json(deleteAccountResponseSchema) },
  },
  "POST /api/account/delete/confirm": {
    summary: "Deletes the account from its confirmation link",
    access: "public",
    body: confirmDeletionInput,
    responses: { 200: json(deleteAccountResponseSchema) },
  },
});
