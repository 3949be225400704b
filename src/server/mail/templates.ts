import type { MailMessage } from "./mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

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
    "Please confirm that this address belongs to your Listcraft account.",
    "Confirm my e-mail",
    url,
    "If you did not create a Listcraft account, ignore this e-mail.",
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
