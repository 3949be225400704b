/**
 * Why a publish attempt stopped, as the product page shows it: `field` names the listing field a
 * marketplace refused (4xx), `fix` says what to do; "reconnect" asks for a new connection.
 */
export interface PublishError {
  kind: "field" | "rate_limited" | "unavailable" | "reconnect" | "failed";
  message: string;
  field?: string;
  fix?: string;
}
