export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      className="overflow-x-auto rounded-xl bg-ink p-4 text-sm leading-6 text-ink-foreground"
    >
      <code>{children}</code>
    </pre>
  );
}
