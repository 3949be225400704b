import { useEffect } from "react";
import type { MeResponse } from "../../../core/api-types";
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
  return <ConsentBanner />;
}
