import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { isMarketplace, MARKETPLACE_NAMES } from "../../../core/marketplaces/marketplaces";
import { useConnectMarketplace, useDisconnectMarketplace, useMarketplaces } from "../../api/marketplaces";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api-client";
import { SettingRow } from "../../components/setting-row";

/** What the connection's callback came back with (?marketplace=etsy&result=…). */
const RESULTS: Record<string, { ok: boolean; text: (name: string) => string }> = {
  connected: { ok: true, text: (name) => `${name} is connected.` },
  declined: { ok: false, text: (name) => `${name} was not connected: the access was declined.` },
  failed: { ok: false, text: (name) => `${name} could not be connected just now. Please try again.` },
  "no-shop": { ok: false, text: (name) => `This ${name} account has no shop yet. Open a shop on ${name}, then connect again.` },
};

function useConnectionResult() {
  const [params, setParams] = useSearchParams();
  const marketplace = params.get("marketplace");
  const result = RESULTS[params.get("result") ?? ""];
  useEffect(() => {
    if (!result || !isMarketplace(marketplace)) return;
    const text = result.text(MARKETPLACE_NAMES[marketplace]);
    if (result.ok) toast.success(text);
    else toast.error(text);
    setParams({}, { replace: true });
  }, [marketplace, result, setParams]);
}

/** Shopify installs per shop: the seller names it first. */
function ShopifyConnect({ pending, reconnect, onConnect }: { pending: boolean; reconnect: boolean; onConnect: (shop: string) => void }) {
  const [shop, setShop] = useState("");
  return (
    <form
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onConnect(shop);
      }}
    >
      <Input className="h-8 w-56" aria-label="Your Shopify shop" placeholder="your-shop.myshopify.com" value={shop} onChange={(e) => setShop(e.target.value)} />
      <Button size="sm" type="submit" disabled={pending || shop.trim() === ""}>
        {reconnect ? "Reconnect Shopify" : "Connect Shopify"}
      </Button>
    </form>
  );
}

export function MarketplaceSettings() {
  useConnectionResult();
  const { data, isError, refetch } = useMarketplaces();
  const connect = useConnectMarketplace({
    onError: (error) => void toast.error("Could not start the connection", { description: errorMessage(error, "Please try again.") }),
  });
  const disconnect = useDisconnectMarketplace({
    onSuccess: (_none, marketplace) => void toast.success(`${MARKETPLACE_NAMES[marketplace]} is disconnected; its tokens are deleted.`),
    onError: (error) => void toast.error("Could not disconnect", { description: errorMessage(error, "Please try again.") }),
  });
  if (isError && !data) {
    return (
      <Alert variant="destructive" className="my-5 flex flex-wrap items-center justify-between gap-2">
        Could not load your marketplaces.
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton className="my-5 h-16" />;
  if (data.marketplaces.length === 0) {
    return <p className="py-5 text-sm text-muted-foreground">No marketplace is set up on this server yet: its operator adds each marketplace's app keys.</p>;
  }
  return (
    <div>
      {data.marketplaces.map(({ marketplace, name, connection }) => (
        <SettingRow
          key={marketplace}
          title={name}
          value={
            connection
              ? connection.needsReconnect
                ? `${connection.shopName ?? connection.shopId}: the connection has stopped working; connect again.`
                : `Connected to ${connection.shopName ?? connection.shopId}`
              : "Not connected"
          }
          action={
            <div className="flex gap-2">
              {connection && !connection.needsReconnect ? null : marketplace === "shopify" ? (
                <ShopifyConnect pending={connect.isPending} reconnect={connection !== null} onConnect={(shop) => connect.mutate({ marketplace, shop })} />
              ) : (
                <Button size="sm" onClick={() => connect.mutate({ marketplace })} disabled={connect.isPending}>
                  {connection ? `Reconnect ${name}` : `Connect ${name}`}
                </Button>
              )}
              {connection ? (
                <Button size="sm" variant="outline" onClick={() => disconnect.mutate(marketplace)} disabled={disconnect.isPending}>
                  Disconnect {name}
                </Button>
              ) : null}
            </div>
          }
        />
      ))}
      {data.notices.map((notice) => (
        <p key={notice} className="pb-5 text-xs text-muted-foreground">
          {notice}
        </p>
      ))}
    </div>
  );
}
