import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { ApiError, errorMessage } from "../../../lib/api-client";

const TEXTS = {
  limit: "You have used today's regenerations.",
  running: "A regeneration of this listing is already running; it is shown on the page.",
  failed: "Could not start the regeneration. Please try again.",
} as const;

/** Why a regeneration did not start, by the server's code: the daily limit with a way to more. */
export function StartError({ error }: { error: unknown }) {
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : null;
  if (code === "TOO_MANY_REQUESTS") {
    return (
      <Alert variant="destructive">
        <p className="font-medium">{TEXTS.limit}</p>
        <p>{errorMessage(error, "")}</p>
        <Link to="/pricing" className="font-medium underline underline-offset-4">
          See plans with more regenerations
        </Link>
      </Alert>
    );
  }
  return <Alert variant="destructive">{code === "REGENERATION_RUNNING" ? TEXTS.running : errorMessage(error, TEXTS.failed)}</Alert>;
}
