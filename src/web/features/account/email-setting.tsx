import { useState } from "react";
import type { MeResponse } from "../../../core/api-types";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ChangeEmailForm } from "./change-email-form";
import { PasswordRequiredNote } from "./password-required-note";
import { SettingRow } from "./setting-row";

export function EmailSetting({ me }: { me: MeResponse }) {
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const canChange = me.hasPassword && !editing;

  return (
    <SettingRow
      title="Email"
      value={me.user.email}
      action={
        canChange ? (
          <Button variant="outline" size="sm" aria-label="Change email" onClick={() => setEditing(true)}>
            Change
          </Button>
        ) : null
      }
    >
      {me.hasPassword ? null : <PasswordRequiredNote purpose="to change your e-mail" />}
      {editing ? (
        <ChangeEmailForm
          onCancel={() => setEditing(false)}
          onDone={(email) => {
            setSentTo(email);
            setEditing(false);
          }}
        />
      ) : null}
      {sentTo ? (
        <Alert variant="success">
          We've sent a verification link to {sentTo}. Open it to confirm your new address.
        </Alert>
      ) : null}
    </SettingRow>
  );
}
