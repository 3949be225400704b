/** Where a dismissal of the reminder to confirm the address is remembered for this tab. */
export const REMINDER_DISMISSED_KEY = "listcraft.reminder-dismissed";

/**
 * The reminder's colour and height at each width with a typical address (measured in Chromium), which its
 * placeholder takes while the reminder's code loads: the page below then does not move when it
 * appears, and a click aimed at a button lands on it. The reminder keeps at least this height
 * (its own min-h classes, in confirm-email-reminder.tsx, so they stay out of the app shell).
 */
export const REMINDER_PLACEHOLDER = "bg-amber-50 h-[145px] sm:h-[105px] lg:h-[65px]";
