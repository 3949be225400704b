import { Link } from "react-router";
import { UserAvatar } from "../components/user-avatar";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { ProfileNames } from "../features/account/profile-names";
import { useMe } from "../api/session";
import { useSignOut } from "../features/auth/use-sign-out";
import { PlanSummary } from "../features/billing/subscription/plan-summary";

export function ProfilePage() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  if (!me) return null;

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={me.user} size="lg" />
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Personal information</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" type="email" value={me.user.email} readOnly />
          </div>
          <ProfileNames user={me.user} />
        </CardContent>
      </Card>
      <PlanSummary />
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
          <CardDescription>
            Signing out ends your session on this device. To delete your account, go to{" "}
            <Link to="/settings" className="font-medium text-primary hover:underline">
              Settings
            </Link>
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
