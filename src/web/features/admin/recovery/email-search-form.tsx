import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { emailInput } from "../../../../core/admin-recovery";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";

export function EmailSearchForm({ id, submitLabel, busy, onSearch }: { id: string; submitLabel: string; busy: boolean; onSearch: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: "" } });
  return (
    <form noValidate role="search" onSubmit={handleSubmit(({ email }) => onSearch(email))} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grow">
        <FormField id={id} label="User email" type="email" autoComplete="off" error={formState.errors.email?.message} {...register("email")} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Searching..." : submitLabel}
      </Button>
    </form>
  );
}
