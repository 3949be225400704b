import { useState } from "react";
import type { MeResponse } from "../../../core/api-types";
import { Button } from "../../components/ui/button";
import { ChangeEmailForm } from "./change-email-form";
import { PasswordRequiredNote } from "./password-required-note";
import { PendingEmailNotice } from "./pending-email-notice";
import { SettingRow } from "../../components/setting-row";

export function EmailSetting({ me }: { me: MeResponse }) {
  const [editing, setEditing] = useState(false);
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
      {editing ? <ChangeEmailForm onCancel={() => setEditing(false)} onDone={() => setEditing(false)} /> : null}
      {me.pendingEmail && !editing ? <PendingEmailNotice pendingEmail={me.pendingEmail} /> : null}
    </SettingRow>
  );
}
