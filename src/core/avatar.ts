export interface AvatarSource {
  avatarUrl?: string | null | undefined;
  email?: string | null | undefined;
}

export type AvatarDisplay = { kind: "image"; url: string } | { kind: "initial"; letter: string };

/** The avatar shows the user's picture, else the e-mail's first letter uppercased, else "U". */
export function avatarDisplay(user: AvatarSource | null | undefined): AvatarDisplay {
  const url = user?.avatarUrl?.trim();
  if (url) return { kind: "image", url };
  return { kind: "initial", letter: avatarInitial(user?.email) };
}

export function avatarInitial(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}
