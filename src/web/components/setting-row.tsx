import type { ReactNode } from "react";

interface SettingRowProps {
  title: string;
  value?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}

export function SettingRow({ title, value, action, children }: SettingRowProps) {
  return (
    <section className="grid grid-cols-1 gap-4 border-b border-border py-5 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-medium">{title}</h2>
          {value ? <p className="truncate text-sm text-muted-foreground">{value}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
