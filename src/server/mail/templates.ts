import type { MailMessage } from "./mailer";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}:\n${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export const resetPasswordMail = (to: string, url: string) =>
  linkMail(
    to,
    "Reset your Listcraft password",
    "Someone asked to reset the password of your Listcraft account.",
    "Choose a new password",
    url,
    "The link works once and expires in one hour. If it was not you, ignore this e-mail: your password stays as it is.",
  );

export const verifyEmailMail = (to: string, url: string) =>
  linkMail(
    to,
    "Confirm your e-mail for Listcraft",
    "Please confirm that this address belongs to your Listcraft account. In the browser you signed up in, the link confirms it with one click.",
    "Confirm my e-mail",
    url,
    "The link works for 24 hours. If you did not create a Listcraft account, ignore this e-mail: nobody can use the address without it.",
  );

export const confirmNewEmailMail = (to: string, url: string) =>
  linkMail(
    to,
    "Confirm your new e-mail for Listcraft",
    "Someone asked to move a Listcraft account's login to this address. Open the link in the browser where you are signed in to that account.",
    "Confirm my new e-mail",
    url,
    "The link works for 24 hours. If you did not ask for this, ignore this e-mail: nothing changes without it.",
  );

export const confirmNotificationEmailMail = (to: string, url: string) =>
  linkMail(
    to,
    "Confirm listing-ready e-mails from Listcraft",
    'A Listcraft account asked to send its "your listing is ready" e-mails to this address. Nothing is sent here until you confirm.',
    "Yes, send them here",
    url,
    "The link works for 24 hours. If you did not expect this, ignore this e-mail: this address gets nothing more from that account.",
  );

export const emailChangeRequestedMail = (to: string, newEmail: string, url: string) =>
  linkMail(
    to,
    "Your Listcraft login e-mail is about to change",
    `Someone signed in to your Listcraft account asked to change its login e-mail to ${newEmail}. The login stays on this address until the new one is confirmed.`,
    "Not you? Choose a new password to secure your account",
    url,
    "Choosing a new password signs every device out. The link works once and expires in one hour.",
  );

export const signUpAttemptMail = (to: string, url: string) =>
  linkMail(
    to,
    "Someone tried to create a Listcraft account with your e-mail",
    "Someone tried to register a new Listcraft account with this address, which already has one. If it was you, sign in instead; if you forgot your password, choose a new one here.",
    "Choose a new password",
    url,
    "If it was not you, ignore this e-mail: your account is unchanged. The link works once and expires in one hour.",
  );

export const listingReadyMail = (to: string, title: string, url: string) =>
  linkMail(
    to,
    `Your listing is ready: ${title.slice(0, 80)}`,
    `Good news: the listing for "${title}" is ready on Listcraft.`,
    "View your product",
    url,
    "You asked us to let you know when it was done. Happy selling!",
  );

export const deleteAccountMail = (to: string, url: string) =>
  linkMail(
    to,
    "Confirm the deletion of your Listcraft account",
    "Someone signed in to your Listcraft account asked to delete it. The account, its products and images are deleted for good, and any subscription is cancelled.",
    "Delete my account",
    url,
    "The link expires in one hour. If it was not you, ignore this e-mail and change your Google password: nothing is deleted without this link.",
  );
