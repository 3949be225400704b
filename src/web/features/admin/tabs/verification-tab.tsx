import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { verifyPaymentInput, type VerifyPaymentInput } from "../../../../core/admin-recovery";
import { FormField } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { z } from "../../../lib/zod";
import { useVerifyPayment } from "../../../api/admin-recovery";
import { VerifyPaymentResultView } from "../recovery/verify-payment-result";

/** One field: an e-mail searches the account's payments, anything else is a transaction id. */
const toInput = (query: string): VerifyPaymentInput => (query.includes("@") ? { email: query } : { transactionId: query });
const schema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, "Please enter a transaction id or an email address")
      .refine((query) => verifyPaymentInput.safeParse(toInput(query)).success, "Enter a transaction id (txn_…) or an email address"),
  })
  .transform(({ query }) => toInput(query));

export function VerificationTab() {
  const [input, setInput] = useState<VerifyPaymentInput | null>(null);
  const check = useVerifyPayment(input);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, VerifyPaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: { query: "" },
  });
  return (
    <div className="grid min-w-0 gap-4">
      <form
        noValidate
        role="search"
        onSubmit={handleSubmit((next) => (JSON.stringify(next) === JSON.stringify(input) ? void check.refetch() : setInput(next)))}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="grow">
          <FormField id="verifyQuery" label="Transaction id or user email" autoComplete="off" error={formState.errors.query?.message} {...register("query")} />
        </div>
        <Button type="submit" disabled={check.isFetching}>
          {check.isFetching ? "Verifying..." : "Verify payment"}
        </Button>
      </form>
      {check.isLoading ? <Skeleton aria-label="Verifying the payment" className="h-32 w-full" /> : null}
      {check.isError ? <Alert variant="destructive">{errorMessage(check.error, "Could not verify the payment")}</Alert> : null}
      {check.data ? <VerifyPaymentResultView result={check.data} /> : null}
    </div>
  );
}
