import { DeleteAccountDialog } from "./delete-account-dialog";
import { PasswordRequiredNote } from "./password-required-note";
import { SettingRow } from "./setting-row";

export function DeleteAccountSetting({ hasPassword }: { hasPassword: boolean }) {
  return (
    <SettingRow
      title="Delete Account"
      value="Permanently remove your account and all of its products."
      action={hasPassword ? <DeleteAccountDialog /> : null}
    >
      {hasPassword ? null : <PasswordRequiredNote purpose="to delete your account" />}
    </SettingRow>
  );
}
