import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { COMPLETION_CALLBACK_MS, NAVIGATION_DELAY_MS, OVERLAY_TEXTS } from "../../../../core/products/progress-ui";
import { useRereadProducts } from "../../../api/products";

/**
 * Once the product is complete: after 1.5 s refresh the counts and say the listing is ready, then
 * 0.5 s later open the product page. `viewNow` does both at once (the 'View Your Product' button).
 */
export function useCompletion(productId: string, complete: boolean) {
  const rereadProducts = useRereadProducts();
  const navigate = useNavigate();
  const announced = useRef(false);

  const announce = useCallback(() => {
    if (announced.current) return;
    announced.current = true;
    rereadProducts();
    toast.success(OVERLAY_TEXTS.ready);
  }, [rereadProducts]);
  // Replaces /create?product=…: going back must not land on an overlay that moves on again.
  const open = useCallback(() => void navigate(`/product/${productId}`, { replace: true }), [navigate, productId]);

  useEffect(() => {
    if (!complete) return;
    let navigation: number | undefined;
    const callback = window.setTimeout(() => {
      announce();
      navigation = window.setTimeout(open, NAVIGATION_DELAY_MS);
    }, COMPLETION_CALLBACK_MS);
    return () => {
      window.clearTimeout(callback);
      window.clearTimeout(navigation);
    };
  }, [complete, announce, open]);

  return {
    viewNow: () => {
      announce();
      open();
    },
  };
}
