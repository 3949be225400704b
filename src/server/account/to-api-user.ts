import type { ApiUser } from "../../core/api-types";

interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  image?: string | null | undefined;
  createdAt: Date;
}

export function toApiUser(user: UserRow): ApiUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    avatarUrl: user.image ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
