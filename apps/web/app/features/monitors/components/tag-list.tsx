/** A monitor's tags; each one filters the list to the monitors that share it. */
export function TagList({ tags, onSelect }: { tags: string[]; onSelect: (tag: string) => void }) {
  if (tags.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            title={`Show only monitors tagged ${tag}`}
            onClick={() => onSelect(tag)}
            // A tag wraps to the next line whole, never across its own letters.
            className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
