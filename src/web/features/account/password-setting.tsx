import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ChangePasswordForm } from "./change-password-form";
import { PasswordRequiredNote } from "./password-required-note";
import { SettingRow } from "../../components/setting-row";

export function PasswordSetting({ hasPassword }: { hasPassword: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingRow
      title="Password"
      value={hasPassword ? "Your password is set." : "Not set"}
      action={
        hasPassword && !editing ? (
          <Button variant="outline" size="sm" aria-label="Change password" onClick={() => setEditing(true)}>
            Change
          </Button>
        ) : null
      }
    >
      {hasPassword ? null : <PasswordRequiredNote purpose="to sign in with your e-mail" />}
      {editing ? <ChangePasswordForm onDone={() => setEditing(false)} /> : null}
    </SettingRow>
  );
}
