import { Package, Plus } from "lucide-react";
import { Link } from "react-router";
import { UserAvatar } from "../components/user-avatar";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";
import { greeting } from "../features/first-run/greeting";
import { ProductStatusLists } from "../features/dashboard/product-status-lists";
import { LatestProductCard } from "../features/dashboard/latest-product-card";
import { useMe } from "../api/session";

export function DashboardPage() {
  const { data: me } = useMe();
  if (!me) return null;

  return (
    // minmax(0, 1fr): a long e-mail address truncates instead of widening the column past a phone's width.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
          <UserAvatar user={me.user} size="lg" letterOnly />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight">{greeting(me.user)}</h1>
            <p className="truncate text-muted-foreground">{me.user.email}</p>
          </div>
          <Button asChild>
            <Link to="/create">
              <Plus aria-hidden="true" />
              Create Product
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex items-center gap-4 pt-6">
          <span className="rounded-lg bg-secondary p-3 text-secondary-foreground">
            <Package className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-3xl font-bold" data-testid="completed-products">
              {me.completedProducts}
            </p>
            <p className="text-sm text-muted-foreground">{me.completedProducts === 1 ? "Completed product" : "Completed products"}</p>
          </div>
        </CardContent>
      </Card>
      <ProductStatusLists />
      <LatestProductCard />
    </div>
  );
}
