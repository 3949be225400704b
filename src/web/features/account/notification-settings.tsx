import type { ApiNotificationSettings } from "../../../core/api-types";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { Switch } from "../../components/ui/switch";
import { useNotificationSettings, useUpdateNotificationSettings } from "./use-notification-settings";

const SWITCHES: Array<{ key: keyof ApiNotificationSettings; label: string; description: string }> = [
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description: "E-mails about your account and when a listing is ready.",
  },
  {
    key: "marketingEmails",
    label: "Marketing Emails",
    description: "News about features, tips and offers.",
  },
];

export function NotificationSettings() {
  const { data: settings, isError, refetch } = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (isError && !settings) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        Could not load your notification settings.
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!settings) return <Skeleton className="h-32 w-full" />;

  return (
    <div className="grid">
      {SWITCHES.map(({ key, label, description }) => (
        <div key={key} className="flex items-center justify-between gap-4 border-b border-border py-5 last:border-b-0">
          <div className="grid gap-1">
            <Label htmlFor={key}>{label}</Label>
            <p id={`${key}-description`} className="text-sm text-muted-foreground">
              {description}
            </p>
          </div>
          <Switch
            id={key}
            aria-describedby={`${key}-description`}
            checked={settings[key]}
            onCheckedChange={(checked) => update.mutate({ ...settings, [key]: checked })}
          />
        </div>
      ))}
    </div>
  );
}
