import { ShownOnceDialog } from '@/components/shown-once-dialog';

/** A new webhook's generated signing secret, shown this once with a way to copy it. */
export function SigningSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      secret={secret}
      what="secret"
      title="Save the signing secret"
      description={
        <>
          Tocsin signs every request to this webhook with this secret, so your endpoint can check
          that it came from Tocsin. Copy it now: it won&apos;t be shown again.
        </>
      }
      onClose={onClose}
    />
  );
}
