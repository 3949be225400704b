import type { ReactNode } from "react";
import type { RecoveryAccount } from "../../../../core/admin-recovery";
import { tierName } from "../../../../core/plans";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { money, StatusBadge } from "./status-badge";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US") : "—");

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {title}
        {count === undefined ? null : <span className="ml-1 font-normal text-muted-foreground">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted-foreground">{children}</p>;
const Row = ({ children }: { children: ReactNode }) => (
  <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border py-2 text-sm last:border-0">{children}</li>
);
const Mono = ({ children }: { children: ReactNode }) => <code className="break-all font-mono text-xs">{children}</code>;

export function AccountCard({ account }: { account: RecoveryAccount }) {
  const { user, plan } = account;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 break-all">
          {user.email}
          <Badge variant={user.confirmed ? "success" : "warning"}>{user.confirmed ? "confirmed" : "unconfirmed"}</Badge>
          {user.isTest ? <Badge variant="outline">test account</Badge> : null}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Joined {when(user.createdAt)} · id <Mono>{user.id}</Mono>
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Section title="Plan">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{tierName(plan.tier)}</dd>
            <dt className="text-muted-foreground">Manual grant</dt>
            <dd>{plan.manualTier ? tierName(plan.manualTier) : "None"}</dd>
            <dt className="text-muted-foreground">Products</dt>
            <dd>
              {plan.productCount} of {plan.maxProducts} ({account.productsCount} in all, {plan.completedProducts} complete)
            </dd>
            <dt className="text-muted-foreground">Paddle customer</dt>
            <dd>{account.paddleCustomerId ? <Mono>{account.paddleCustomerId}</Mono> : "Not linked"}</dd>
          </dl>
        </Section>
        <Section title="Subscriptions" count={account.subscriptions.length}>
          {account.subscriptions.length === 0 ? (
            <Empty>No Paddle subscriptions.</Empty>
          ) : (
            <ul>
              {account.subscriptions.map((s) => (
                <Row key={s.id}>
                  <Mono>{s.id}</Mono>
                  <StatusBadge status={s.status} />
                  <span>{s.tier ? tierName(s.tier) : `unknown price ${s.priceId ?? ""}`}</span>
                  <span className="text-muted-foreground">{when(s.occurredAt)}</span>
                </Row>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Transactions" count={account.transactions.length}>
          {account.transactions.length === 0 ? (
            <Empty>No transactions.</Empty>
          ) : (
            <ul>
              {account.transactions.map((t) => (
                <Row key={t.id}>
                  <Mono>{t.id}</Mono>
                  <StatusBadge status={t.status} />
                  <span>{money(t.amount, t.currency)}</span>
                  {t.isTest ? <Badge variant="outline">test</Badge> : null}
                  <span className="text-muted-foreground">{when(t.createdAt)}</span>
                </Row>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Notifications" count={account.notifications.length}>
          {account.notifications.length === 0 ? (
            <Empty>No stored Paddle notifications.</Empty>
          ) : (
            <ul>
              {account.notifications.map((n) => (
                <Row key={n.eventId}>
                  <span className="font-medium">{n.type}</span>
                  <StatusBadge status={n.status} />
                  <Mono>{n.eventId}</Mono>
                  <span className="text-muted-foreground">{when(n.occurredAt)}</span>
                  {n.lastError ? <p className="basis-full break-words text-destructive">{n.lastError}</p> : null}
                </Row>
              ))}
            </ul>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
