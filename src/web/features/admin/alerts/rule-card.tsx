import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { ALERT_CHANNELS, alertRuleEdit, type AlertChannel, type AlertRuleView } from "../../../../core/alerts";
import { FormField } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { errorMessage } from "../../../lib/api-client";
import { CHANNEL_LABELS } from "./labels";
import { toast } from "sonner";
import { useUpdateRule } from "../../../api/admin-alerts";

const schema = alertRuleEdit.required();

export function RuleCard({ rule, configured }: { rule: AlertRuleView; configured: Record<AlertChannel, boolean> }) {
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: rule.name, description: rule.description, enabled: rule.enabled, threshold: rule.threshold, channels: rule.channels },
  });
  const save = useUpdateRule(rule.id, { onSuccess: ({ rule: saved }) => toast.success(`Saved "${saved.name}"`) });
  const id = (part: string) => `alert-${rule.id}-${part}`;
  const comparison = rule.direction === "below" ? "Alert when the value falls below" : "Alert when the value reaches";

  return (
    <form noValidate aria-labelledby={id("title")} onSubmit={handleSubmit((values) => save.mutate(values))} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id("title")} className="font-medium">
            {rule.name}
          </h3>
          <p className="text-sm text-muted-foreground">{rule.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => <Switch id={id("enabled")} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
          />
          <Label htmlFor={id("enabled")}>Enabled</Label>
        </div>
      </div>
      <div className="sm:max-w-xs">
        <FormField
          id={id("threshold")}
          label={`Threshold (${comparison.toLowerCase()})`}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          error={formState.errors.threshold?.message}
          {...register("threshold", { valueAsNumber: true })}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={formState.errors.channels ? id("channels-error") : undefined}>
        <legend className="mb-1 text-sm font-medium">Channels</legend>
        <Controller
          control={control}
          name="channels"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {ALERT_CHANNELS.map((channel) => (
                <div key={channel} className="flex items-center gap-2">
                  <Checkbox
                    id={id(channel)}
                    checked={field.value.includes(channel)}
                    onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, channel] : field.value.filter((c) => c !== channel))}
                  />
                  <Label htmlFor={id(channel)}>{configured[channel] ? CHANNEL_LABELS[channel] : `${CHANNEL_LABELS[channel]} (not configured)`}</Label>
                </div>
              ))}
            </div>
          )}
        />
        {formState.errors.channels ? (
          <p id={id("channels-error")} role="alert" className="text-sm text-destructive">
            {formState.errors.channels.message}
          </p>
        ) : null}
      </fieldset>
      {save.isError ? <Alert variant="destructive">{errorMessage(save.error, "Could not save the rule")}</Alert> : null}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : `Save ${rule.name}`}
      </Button>
    </form>
  );
}
