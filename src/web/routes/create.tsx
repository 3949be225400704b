import { CreateProductFlow } from "../features/create/create-product-flow";

export function CreatePage() {
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Create a Product</h1>
        <p className="text-muted-foreground">Four short steps from a description and screenshots to a ready-to-sell listing.</p>
      </div>
      <CreateProductFlow />
    </section>
  );
}
