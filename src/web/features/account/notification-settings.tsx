import { toast } from "sonner";
import { useNotificationSettings, useSavingNotificationSettings, useUpdateNotificationSettings, type NotificationSetting } from "../../api/settings";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { Switch } from "../../components/ui/switch";
import { errorMessage } from "../../lib/api-client";

const NOTIFICATION_LABELS = {
  emailNotifications: "Email Notifications",
  marketingEmails: "Marketing Emails",
} as const satisfies Record<NotificationSetting, string>;

const NOTIFICATION_TEXTS = {
  saved: "Notification settings saved",
  failed: "Could not save notification settings",
} as const;

const onOff = (checked: boolean) => (checked ? "on" : "off");

const SWITCHES: Array<{ key: NotificationSetting; description: string }> = [
  { key: "emailNotifications", description: "E-mails about your account and when a listing is ready." },
  { key: "marketingEmails", description: "News about features, tips and offers." },
];

export function NotificationSettings() {
  const { data: settings, isError, refetch } = useNotificationSettings();
  // Each switch says what became of its save; a refused one has moved back.
  const update = useUpdateNotificationSettings({
    onError: (error, { setting, checked }) => {
      const back = `${NOTIFICATION_LABELS[setting]} is back ${onOff(!checked)}.`;
      toast.error(NOTIFICATION_TEXTS.failed, { description: `${back} ${errorMessage(error, "Please try again.")}` });
    },
    onSuccess: (_saved, { setting, checked }) => {
      toast.success(NOTIFICATION_TEXTS.saved, { description: `${NOTIFICATION_LABELS[setting]}: ${onOff(checked)}` });
    },
  });
  const saving = useSavingNotificationSettings();

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
      {SWITCHES.map(({ key, description }) => {
        const busy = saving.includes(key);
        return (
          <div key={key} className="flex items-center justify-between gap-4 border-b border-border py-5 last:border-b-0">
            <div className="grid gap-1">
              <Label htmlFor={key}>{NOTIFICATION_LABELS[key]}</Label>
              <p id={`${key}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <div className="flex items-center gap-3">
              {/* The toast announces the outcome; this only shows that the save is under way. */}
              {busy ? (
                <span className="text-sm text-muted-foreground" aria-hidden="true">
                  Saving...
                </span>
              ) : null}
              <Switch
                id={key}
                aria-describedby={`${key}-description`}
                aria-busy={busy}
                checked={settings[key]}
                onCheckedChange={(checked) => update.mutate({ setting: key, checked })}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
