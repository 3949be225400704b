import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A component (a dialog, say) whose code loads the first time `wanted(props)` holds, and which then
 * stays mounted so closing and focus return work as before (decision 033). Until then it renders
 * nothing, and a page that may never open it does not download it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, wanted: (props: P) => boolean) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    const [used, setUsed] = useState(false);
    if (!used && wanted(props)) setUsed(true);
    return used ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
