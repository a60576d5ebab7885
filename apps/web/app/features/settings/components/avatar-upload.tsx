import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  AVATAR_WRONG_TYPE,
  avatarContentTypes,
} from '@tocsin/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';

/** Why a chosen file cannot be sent, found before sending it; null when it may be. */
function fileProblem(file: File): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) return AVATAR_WRONG_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

/** A chosen file and its preview, an object URL released when the choice changes. */
interface Chosen {
  file: File;
  preview: string;
}

/**
 * The profile photo: the current one (or initials), a file chosen to replace it shown as a
 * preview until it is uploaded, and removing it.
 */
export function AvatarUpload({
  photoURL,
  displayName,
}: {
  photoURL: string | null;
  displayName: string;
}) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error =
    problem ??
    (upload.isError ? upload.error.message : null) ??
    (remove.isError
      ? `Your photo was not removed: ${remove.error.message || 'please try again.'}`
      : null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    upload.reset();
    setStatus('');
    setProblem(file ? fileProblem(file) : null);
    setChosen(file && !fileProblem(file) ? { file, preview: URL.createObjectURL(file) } : null);
  }

  function send() {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        setStatus('Your new photo is saved.');
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar
        photoURL={chosen?.preview ?? photoURL}
        displayName={displayName}
        className="size-16 text-lg"
      />
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Photo
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={avatarContentTypes.join(',')}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${errorId}` : ''}`}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900"
          />
        </div>
        <p id={`${inputId}-hint`} className="text-sm text-slate-500">
          JPEG, PNG or WebP, up to 5 MB. It is cropped to a square from the centre.
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {chosen ? (
            <Button size="sm" onClick={send} loading={upload.isPending}>
              Upload photo
            </Button>
          ) : null}
          {photoURL && !chosen ? (
            <Button
              size="sm"
              variant="outline"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => setStatus('Your photo is removed: your initials show instead.'),
                })
              }
            >
              Remove photo
            </Button>
          ) : null}
          <p role="status" className="text-sm font-medium text-emerald-700">
            {status}
          </p>
        </div>
      </div>
    </div>
  );
}
