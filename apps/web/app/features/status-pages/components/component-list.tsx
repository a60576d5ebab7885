import { moved, type ComponentDraft } from '../layout-draft';
import { ComponentRow } from './component-row';

/** The components of one place of the page, in order, each editable, movable and removable. */
export function ComponentList({
  label,
  components,
  onChange,
}: {
  label: string;
  components: ComponentDraft[];
  onChange: (next: ComponentDraft[]) => void;
}) {
  if (components.length === 0)
    return <p className="text-sm text-slate-600">No components here yet.</p>;
  return (
    <ul aria-label={label} className="space-y-3">
      {components.map((component, index) => (
        <ComponentRow
          key={component.key}
          component={component}
          first={index === 0}
          last={index === components.length - 1}
          onChange={(next) => onChange(components.map((c, i) => (i === index ? next : c)))}
          onMove={(by) => onChange(moved(components, index, by))}
          onRemove={() => onChange(components.filter((_, i) => i !== index))}
        />
      ))}
    </ul>
  );
}
