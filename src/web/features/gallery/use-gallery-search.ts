import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box text and the search in the address (`?q=`). Typing updates the address 300 ms
 * after the last keystroke; navigating to another `?q=` (back, a header link) resets the box.
 */
export function useGallerySearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  const [text, setText] = useState(query);
  const [synced, setSynced] = useState(query);

  if (query !== synced) {
    setSynced(query);
    // Our own debounced push already matches the text; any other change came from navigation.
    if (query !== text.trim()) setText(query);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set("q", next);
          else updated.delete("q");
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query, setParams]);

  return { text, setText, query };
}
