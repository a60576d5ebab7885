import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';

/** Picks a monitor not yet on the page and adds it to `where`. */
export function AddMonitor({
  where,
  monitors,
  onAdd,
}: {
  /** "the top of the page", "API" */
  where: string;
  monitors: { id: string; name: string }[];
  onAdd: (monitor: { id: string; name: string }) => void;
}) {
  const [chosen, setChosen] = useState('');
  const id = useId();
  if (monitors.length === 0)
    return <p className="text-xs text-slate-500">Every monitor is already on the page.</p>;
  const monitor = monitors.find((m) => m.id === chosen);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Monitor to add to {where}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        className={`${controlClasses} max-w-xs`}
      >
        <option value="">Choose a monitor…</option>
        {monitors.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="sm"
        disabled={!monitor}
        aria-label={`Add the monitor to ${where}`}
        onClick={() => {
          if (!monitor) return;
          onAdd(monitor);
          setChosen('');
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add
      </Button>
    </div>
  );
}
