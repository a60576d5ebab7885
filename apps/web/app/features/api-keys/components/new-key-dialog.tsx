import { ShownOnceDialog } from '@/components/shown-once-dialog';

/** A new key, shown this once with a way to copy it: only its hash is kept. */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: { name: string; key: string } | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      secret={created?.key ?? null}
      what="key"
      title={`Copy your new key${created ? `: ${created.name}` : ''}`}
      description={
        <>
          Send it as <code>Authorization: Bearer</code> followed by the key. Copy it now and keep it
          somewhere safe: it will not be shown again. If it is lost, revoke it and create another.
        </>
      }
      onClose={onClose}
    />
  );
}
