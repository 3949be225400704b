import { useId } from "react";
import { LogOut, Settings, ShieldCheck, User } from "lucide-react";
import { Link } from "react-router";
import type { ApiUser } from "../../../core/api-types";
import { UserAvatar } from "../../components/user-avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useSignOut } from "../../features/auth/use-sign-out";

/** The avatar's menu; the Admin entry only for the administrator (the server still guards /api/admin). */
export function AccountMenu({
  user,
  isAdmin = false,
  open,
  onOpenChange,
}: {
  user: ApiUser;
  isAdmin?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const signOut = useSignOut();
  const labelId = useId();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label="Account menu" className="rounded-full">
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-labelledby={labelId}>
        <DropdownMenuLabel id={labelId}>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
