export function AdminPage() {
  return (
    <section className="grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight">Enhanced Admin Panel</h1>
      <p className="text-muted-foreground">The administration tools arrive in a later release.</p>
    </section>
  );
}
