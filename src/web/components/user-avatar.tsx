import { avatarDisplay, avatarInitial, type AvatarSource } from "../../core/avatar";
import { Avatar, AvatarFallback, AvatarImage } from "./ui/avatar";

const sizes = {
  sm: { root: "size-9", letter: "text-sm" },
  lg: { root: "size-16", letter: "text-2xl" },
} as const;

interface UserAvatarProps {
  user: AvatarSource;
  size?: keyof typeof sizes;
  /** Show the initial even when a picture exists (the dashboard's letter avatar). */
  letterOnly?: boolean;
}

/** Decorative: the surrounding control or text names the user. */
export function UserAvatar({ user, size = "sm", letterOnly = false }: UserAvatarProps) {
  const display = avatarDisplay(user);
  return (
    <Avatar className={sizes[size].root} aria-hidden="true">
      {display.kind === "image" && !letterOnly ? <AvatarImage src={display.url} alt="" /> : null}
      <AvatarFallback className={sizes[size].letter}>{avatarInitial(user.email)}</AvatarFallback>
    </Avatar>
  );
}
