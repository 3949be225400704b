import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CURRENCIES, type ETSY_WHO_MADE, type EtsyWhenMade } from "../../../core/marketplaces/marketplaces";
import { saleDetailsSchema, type SaleDetails } from "../../../core/marketplaces/sale-details";
import { useSaveSaleDetails } from "../../api/marketplaces";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { errorMessage } from "../../lib/api-client";

const WHO_MADE: Record<(typeof ETSY_WHO_MADE)[number], string> = { i_did: "I did", someone_else: "Someone else", collective: "A member of my shop" };
// Etsy's newest range runs to the current year (decision 066).
const WHEN_MADE: Record<EtsyWhenMade, string> = {
  made_to_order: "Made to order",
  "2020_present": `2020–${new Date().getFullYear()}`,
  "2010_2019": "2010–2019",
};

const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** "12.50" → 1250; null for an empty field, NaN for text that is not a price. */
const toCents = (text: string) =>
  text.trim() === "" ? null : /^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim().replace(",", ".")) * 100) : Number.NaN;

function ChoiceField<T extends string>(props: { id: string; label: string; value: T; labels: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <select id={props.id} className={selectClasses} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {(Object.keys(props.labels) as T[]).map((value) => (
          <option key={value} value={value}>
            {props.labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The price and the fields Etsy asks of every listing; checked with the endpoint's own schema before it is sent. */
export function SaleDetailsForm({ productId, sale }: { productId: string; sale: SaleDetails }) {
  const [price, setPrice] = useState(sale.priceCents === null ? "" : (sale.priceCents / 100).toFixed(2));
  const [details, setDetails] = useState(sale);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSaleDetails(productId, {
    onSuccess: () => void toast.success("Price and details saved"),
    onError: (error) => void toast.error("Could not save the details", { description: errorMessage(error, "Please try again.") }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saleDetailsSchema.safeParse({ ...details, priceCents: toCents(price) });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setProblem(first?.path[0] === "priceCents" ? `Price ${first.message}` : (first?.message ?? "Check the details."));
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };
  return (
    <form id="publish-details" onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="publish-price">Price</Label>
        <div className="flex gap-2">
          <Input
            id="publish-price"
            inputMode="decimal"
            placeholder="12.50"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={problem ? true : undefined}
          />
          <select
            aria-label="Currency"
            className={`${selectClasses} w-24`}
            value={details.currency}
            onChange={(e) => setDetails({ ...details, currency: e.target.value as SaleDetails["currency"] })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </div>
      </div>
      <ChoiceField
        id="publish-who-made"
        label="Who made it"
        value={details.whoMade}
        labels={WHO_MADE}
        onChange={(whoMade) => setDetails({ ...details, whoMade })}
      />
      <ChoiceField
        id="publish-when-made"
        label="When it was made"
        value={details.whenMade}
        labels={WHEN_MADE}
        onChange={(whenMade) => setDetails({ ...details, whenMade })}
      />
      <div className="grid gap-1 self-end pb-2">
        <div className="flex items-center gap-3">
          <Switch
            id="publish-ai"
            aria-describedby="publish-ai-hint"
            checked={details.madeWithAi}
            onCheckedChange={(checked) => setDetails({ ...details, madeWithAi: checked })}
          />
          <Label htmlFor="publish-ai">Made with AI tools (adds Etsy's disclosure line)</Label>
        </div>
        {/* Etsy's API has no field for its own creativity setting (decision 066). */}
        <p id="publish-ai-hint" className="text-xs text-muted-foreground">
          Etsy's own creativity label is chosen on Etsy when you review the draft: its API has no field for it.
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save price and details
        </Button>
      </div>
    </form>
  );
}
