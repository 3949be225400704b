import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingRow } from "../../components/setting-row";

export function DeleteAccountSetting({ hasPassword }: { hasPassword: boolean }) {
  return (
    <SettingRow
      title="Delete Account"
      value="Permanently remove your account and all of its products."
      action={<DeleteAccountDialog hasPassword={hasPassword} />}
    />
  );
}
