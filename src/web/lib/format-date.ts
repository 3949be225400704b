/**
 * An en-US short date ("1/5/2026") everywhere; an unreadable timestamp shows as "".
 * Built by hand: creating an Intl.DateTimeFormat costs a first page tens of milliseconds on a phone.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
