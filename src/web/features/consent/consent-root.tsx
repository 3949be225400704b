import { useEffect } from "react";
import type { MeResponse } from "../../../core/api-types";
import { whenIdle } from "../../lib/when-idle";
import { usePublicConfig } from "../../api/config";
import { readConsent, subscribeConsent, syncAccountConsent } from "../../lib/consent";
import { ConsentBanner } from "./consent-banner";
import { onTrack } from "./track-source";

const capture = () => void import("../../lib/attribution/capture").then(({ captureLanding }) => captureLanding()).catch(() => undefined);
let landingCaptured = false;

/** Mounted once in the app shell: follows the account's consent, forwards events when allowed, asks when never asked. */
export function ConsentRoot({ me }: { me: MeResponse | null }) {
  const provider = usePublicConfig().data?.analytics ?? null;
  useEffect(() => syncAccountConsent(me), [me]);
  // Forwarding's code loads only where a provider is configured (decision 033).
  useEffect(() => {
    if (!provider) return;
    let stop = () => {};
    let cancelled = false;
    void import("./forwarding").then(({ startForwarding }) => {
      if (!cancelled) stop = startForwarding({ provider, readConsent, subscribeConsent, onTrack });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [provider]);
  // Every page load is a landing (issue 15). The capture code (with zod) loads once the first page is
  // on screen and the browser is idle, so it never competes with that page (decision 033).
  useEffect(
    () =>
      whenIdle(() => {
        if (landingCaptured) return;
        landingCaptured = true;
        capture();
      }),
    [],
  );
  // Accepting stores this visit's landing, which the page load could not store without consent.
  useEffect(() => subscribeConsent(() => readConsent() === "granted" && capture()), []);
  return <ConsentBanner />;
}
