import { STATUS_PAGE_LIMITS } from '@tocsin/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { componentFor, type SectionDraft } from '../layout-draft';
import { AddMonitor } from './add-monitor';
import { ComponentList } from './component-list';

/** One section of the layout: its name, its place among the sections, and its components. */
export function SectionEditor({
  section,
  position: { index, count },
  monitors,
  onChange,
  onMove,
  onRemove,
}: {
  section: SectionDraft;
  position: { index: number; count: number };
  /** The monitors not yet on the page. */
  monitors: { id: string; name: string }[];
  onChange: (patch: Partial<SectionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const title = section.name.trim() || String(index + 1);
  const where = section.name || 'the section';
  return (
    <section
      aria-label={`Section ${title}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Section name"
          value={section.name}
          maxLength={STATUS_PAGE_LIMITS.nameMax}
          onChange={(e) => onChange({ name: e.target.value })}
          className="min-w-60 flex-1"
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move section ${title} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move section ${title} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remove section ${title}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <ComponentList
        label={`Components of ${where}`}
        components={section.components}
        onChange={(components) => onChange({ components })}
      />
      <AddMonitor
        where={where}
        monitors={monitors}
        onAdd={(m) => onChange({ components: [...section.components, componentFor(m)] })}
      />
    </section>
  );
}
