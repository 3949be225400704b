import { useEffect } from "react";
import type { MeResponse } from "../../../core/api-types";
import { captureLanding } from "../attribution/capture";
import { usePublicConfig } from "../auth/use-public-config";
import { readConsent, subscribeConsent, syncAccountConsent } from "./consent";
import { ConsentBanner } from "./consent-banner";
import { startForwarding } from "./forwarding";
import { onTrack } from "./track-source";

/** Mounted once in the app shell: follows the account's consent, forwards events when allowed, asks when never asked. */
export function ConsentRoot({ me }: { me: MeResponse | null }) {
  const provider = usePublicConfig().data?.analytics ?? null;
  useEffect(() => syncAccountConsent(me), [me]);
  useEffect(() => startForwarding({ provider, readConsent, subscribeConsent, onTrack }), [provider]);
  // Accepting stores this visit's landing, which the page load could not store without consent.
  useEffect(
    () =>
      subscribeConsent(() => {
        if (readConsent() === "granted") void captureLanding().catch(() => undefined);
      }),
    [],
  );
  return <ConsentBanner />;
}
