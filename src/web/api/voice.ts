import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Voice } from "../../core/voice";
import { route } from "../lib/api-client";
import type { Reactions } from "./reactions";

// The seller's voice (issue 33): Settings → Voice, and its preview.
const key = ["settings", "voice"] as const;

export interface VoicePreview {
  title: string;
  shortDescription: string;
  features: string[];
  cta: string | null;
}

export function useVoice() {
  return useQuery({ queryKey: key, queryFn: () => route("GET /api/settings/voice").then((r) => r.voice) });
}

export function useSaveVoice(reactions: Reactions<Voice, Voice> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (voice: Voice) => route("PUT /api/settings/voice", { body: voice }).then((r) => r.voice),
    onSuccess: async (...args) => {
      queryClient.setQueryData(key, args[0]);
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The sample listing in `voice` (null while there is none to show); each voice is written once. */
export function useVoicePreview(voice: Voice | null) {
  return useQuery({
    queryKey: [...key, "preview", voice],
    queryFn: () => route("POST /api/settings/voice/preview", { body: voice ?? undefined }).then((r) => r.preview),
    enabled: voice !== null,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}
