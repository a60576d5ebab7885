import { STATUS_PAGE_LIMITS, statusLayoutInput, type StatusPage } from '@tocsin/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { isApiError } from '@/lib/api-client';
import { useSaveLayout } from '../api/status-pages';
import {
  componentFor,
  draftOf,
  inputOf,
  moved,
  newKey,
  usedMonitors,
  type ComponentDraft,
  type LayoutDraft,
} from '../layout-draft';
import { AddMonitor } from './add-monitor';
import { ComponentList } from './component-list';
import { SectionEditor } from './section-editor';

type Monitor = { id: string; name: string };

/** What saving the draft would send, as text to compare. */
const layoutKey = (draft: LayoutDraft) => JSON.stringify(inputOf(draft));

/** A summary of what the page shows, for a role that cannot change it. */
function ReadOnlyLayout({ draft }: { draft: LayoutDraft }) {
  const names = (components: ComponentDraft[]) =>
    components.map((c) => (
      <li key={c.key}>
        {c.publicName} <span className="text-slate-500">({c.monitorName})</span>
      </li>
    ));
  if (usedMonitors(draft).size === 0)
    return <EmptyState>This page shows no components yet.</EmptyState>;
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <ul className="list-disc pl-5">{names(draft.components)}</ul>
      {draft.sections.map((s) => (
        <div key={s.key}>
          <h3 className="font-semibold">{s.name}</h3>
          <ul className="list-disc pl-5">{names(s.components)}</ul>
        </div>
      ))}
    </div>
  );
}

/**
 * What the page shows: monitors as components under the names the public sees, at the top of
 * the page or in sections, in order. Saved as a whole.
 */
export function LayoutEditor({
  page,
  monitors,
  readOnly,
}: {
  page: StatusPage;
  monitors: Monitor[];
  readOnly: boolean;
}) {
  const [draft, setDraft] = useState<LayoutDraft>(() => draftOf(page.layout));
  // The layout as last saved: leaving with a draft that differs asks first.
  const [saved, setSaved] = useState(() => layoutKey(draft));
  useUnsavedChanges(!readOnly && layoutKey(draft) !== saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLayout(page.id);
  const { toast } = useToast();
  if (readOnly) return <ReadOnlyLayout draft={draft} />;

  const used = usedMonitors(draft);
  const free = monitors.filter((m) => !used.has(m.id));
  const change = (next: LayoutDraft) => {
    setProblem(null);
    setDraft(next);
  };
  const setSection = (index: number, patch: Partial<LayoutDraft['sections'][number]>) =>
    change({
      ...draft,
      sections: draft.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });

  const onSave = () => {
    const checked = statusLayoutInput.safeParse(inputOf(draft));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setProblem(`The layout was not saved: ${issue.message}.`);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (result) => {
        const next = draftOf(result.layout);
        setDraft(next);
        setSaved(layoutKey(next));
        toast({ type: 'success', title: 'Layout saved' });
      },
      onError: (error) =>
        setProblem(
          isApiError(error) && error.message
            ? `The layout was not saved: ${error.message}`
            : 'The layout was not saved. Please try again.',
        ),
    });
  };

  return (
    <div className="space-y-6">
      {monitors.length === 0 ? (
        <Alert tone="info">Add a monitor first: components show monitors.</Alert>
      ) : null}
      <section aria-label="Top of the page" className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-800">At the top of the page</h3>
        <ComponentList
          label="Components at the top of the page"
          components={draft.components}
          onChange={(components) => change({ ...draft, components })}
        />
        <AddMonitor
          where="the top of the page"
          monitors={free}
          onAdd={(m) => change({ ...draft, components: [...draft.components, componentFor(m)] })}
        />
      </section>
      {draft.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          position={{ index, count: draft.sections.length }}
          monitors={free}
          onChange={(patch) => setSection(index, patch)}
          onMove={(by) => change({ ...draft, sections: moved(draft.sections, index, by) })}
          onRemove={() =>
            change({ ...draft, sections: draft.sections.filter((_, i) => i !== index) })
          }
        />
      ))}
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          disabled={draft.sections.length >= STATUS_PAGE_LIMITS.sectionsMax}
          onClick={() =>
            change({
              ...draft,
              sections: [...draft.sections, { key: newKey(), name: '', components: [] }],
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a section
        </Button>
        <Button loading={save.isPending} onClick={onSave}>
          Save layout
        </Button>
      </div>
    </div>
  );
}
