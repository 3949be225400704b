import { Alert } from "../../../components/ui/alert";
import { usePublicConfig } from "../../../api/config";

/** This server takes no payments (no Paddle settings): say so once, above plans that cannot be bought. */
export function PaymentsOffNotice() {
  const { data: config } = usePublicConfig();
  if (config?.payments.mode !== "off") return null;
  return (
    <Alert role="note">
      <p className="font-semibold">Plans cannot be bought here yet</p>
      <p>
        This server does not take payments yet. Everything in the Free plan works; to get more listings, write to{" "}
        <a className="font-medium underline" href={`mailto:${config.supportEmail}`}>
          {config.supportEmail}
        </a>
        .
      </p>
    </Alert>
  );
}
