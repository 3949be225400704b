import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import type { ApiUser } from "../../../core/api-types";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { toast } from "sonner";
import { useUpdateProfile } from "../../api/account";
import { errorMessage } from "../../lib/api-client";

const schema = z.object({
  firstName: z.string().trim().max(100, "First name is too long"),
  lastName: z.string().trim().max(100, "Last name is too long"),
});

/** First and last name: read-only until "Edit Profile", then a small form. */
export function ProfileNames({ user }: { user: ApiUser }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile({
    onSuccess: () => toast.success("Profile updated successfully!"),
    onError: (error) => toast.error(errorMessage(error, "Failed to update profile")),
  });
  const current = { firstName: user.firstName ?? "", lastName: user.lastName ?? "" };
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(schema), values: current });

  const onSubmit = handleSubmit((names) => update.mutate(names, { onSuccess: () => setEditing(false) }));
  const cancel = () => {
    reset(current);
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <NameValue label="First name" value={user.firstName} />
          <NameValue label="Last name" value={user.lastName} />
        </dl>
        <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="firstName"
          label="First name"
          autoComplete="given-name"
          autoFocus
          error={formState.errors.firstName?.message}
          {...register("firstName")}
        />
        <FormField id="lastName" label="Last name" autoComplete="family-name" error={formState.errors.lastName?.message} {...register("lastName")} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
        <Button variant="outline" onClick={cancel} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function NameValue({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className={value ? "" : "text-muted-foreground"}>{value || "Not set"}</dd>
    </div>
  );
}
