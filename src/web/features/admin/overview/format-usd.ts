const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Dollars as the Overview shows them: $1,026.00. */
export const formatUsd = (amount: number) => usd.format(amount);
