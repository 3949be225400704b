import { useLocation, useNavigate } from "react-router";
import type { MeResponse } from "../../../core/api-types";
import { lazy, Suspense } from "react";
import { REMINDER_DISMISSED_KEY, REMINDER_PLACEHOLDER } from "./confirm-reminder-space";
import { isEmailConfirmedState } from "./email-confirmed";
import { readDismissal } from "./read-dismissal";

// Only unconfirmed accounts see the reminder: its code (and the auth client's messages) stays out of the app shell (decision 033).
const ConfirmEmailReminder = lazy(() => import("./confirm-email-reminder"));
const EmailConfirmedNotice = lazy(() => import("./email-confirmed-notice"));

/**
 * The root layout's first-run notices: "E-mail confirmed" on the page a confirmation link led to,
 * and the reminder to confirm while the address is unconfirmed. The live region is always there,
 * so the confirmation is announced when it arrives with the page.
 */
export function FirstRunBanner({ me }: { me: MeResponse | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const confirmed = isEmailConfirmedState(location.state);
  // Forgetting the state keeps a reload from saying it again.
  const dismissConfirmed = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  const remind = me && !me.user.emailVerified && location.pathname !== "/confirm-email";

  return (
    <>
      <div role="status" className="empty:absolute">
        {confirmed ? (
          <Suspense fallback={null}>
            <EmailConfirmedNotice email={me?.user.email ?? null} onDismiss={dismissConfirmed} />
          </Suspense>
        ) : null}
      </div>
      {/* While the reminder's code loads, its place is kept (confirm-reminder-space.ts). */}
      {remind ? (
        <Suspense fallback={readDismissal(REMINDER_DISMISSED_KEY) === me.user.id ? null : <div aria-hidden className={REMINDER_PLACEHOLDER} />}>
          <ConfirmEmailReminder userId={me.user.id} email={me.user.email} />
        </Suspense>
      ) : null}
    </>
  );
}
