export function EmptyState({ title, action, children }: { title: string; action: string; children?: React.ReactNode }) {
  return (
    <section className="empty-state" aria-label={title}>
      <h2>{title}</h2>
      <p>{action}</p>
      {children}
    </section>
  );
}
