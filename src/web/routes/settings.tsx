import { Card } from "../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { DeleteAccountSetting } from "../features/account/delete-account-setting";
import { EmailSetting } from "../features/account/email-setting";
import { NotificationEmailSetting } from "../features/account/notification-email-setting";
import { NotificationSettings } from "../features/account/notification-settings";
import { PasswordSetting } from "../features/account/password-setting";
import { VoiceSettings } from "../features/account/voice-settings";
import { PrivacySettings } from "../features/consent/privacy-settings";
import { MarketplaceSettings } from "../features/marketplaces/marketplace-settings";
import { useSearchParams } from "react-router";
import { useMe } from "../api/session";

export function SettingsPage() {
  const { data: me } = useMe();
  // A marketplace connection comes back here (?marketplace=…): its tab opens.
  const [params] = useSearchParams();
  if (!me) return null;

  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <Tabs defaultValue={params.has("marketplace") ? "marketplaces" : "account"}>
        {/* Five tabs are wider than a phone: they wrap onto a second row there instead of scrolling the page sideways. */}
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value="account">Account</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="voice">Voice</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
          <TabsTrigger value="marketplaces">Marketplaces</TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <Card className="px-6">
            <EmailSetting me={me} />
            <PasswordSetting hasPassword={me.hasPassword} />
            <DeleteAccountSetting hasPassword={me.hasPassword} />
          </Card>
        </TabsContent>
        <TabsContent value="notifications">
          <Card className="px-6">
            <NotificationSettings />
            <NotificationEmailSetting me={me} />
          </Card>
        </TabsContent>
        <TabsContent value="voice">
          <Card className="px-6">
            <VoiceSettings />
          </Card>
        </TabsContent>
        <TabsContent value="privacy">
          <Card className="px-6">
            <PrivacySettings />
          </Card>
        </TabsContent>
        <TabsContent value="marketplaces">
          <Card className="px-6">
            <MarketplaceSettings />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
