import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';

const DEBOUNCE_MS = 300;

/** A search input that reports its text once typing pauses, and follows outside resets. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  const report = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => report(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label="Search monitors"
        placeholder="Search by name or target"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(controlClasses, 'pl-9')}
      />
    </div>
  );
}
