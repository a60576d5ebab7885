export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}
