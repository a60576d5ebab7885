import type { StatusPage } from '@tocsin/contract';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useRemoveLogo, useUploadLogo } from '../api/status-pages';

const reason = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** The logo shown at the top of the page: upload a JPEG, PNG or WebP, or remove it. */
export function PageLogo({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const upload = useUploadLogo(page.id);
  const remove = useRemoveLogo(page.id);
  const input = useRef<HTMLInputElement>(null);
  const failed = upload.error ?? remove.error;
  return (
    <div className="space-y-3">
      <div className="flex min-h-20 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-4">
        {page.logoUrl ? (
          <img src={page.logoUrl} alt={`Logo of ${page.name}`} className="max-h-16 max-w-full" />
        ) : (
          <p className="text-sm text-slate-600">No logo: the page shows its name.</p>
        )}
      </div>
      {failed ? (
        <Alert>
          {upload.error
            ? reason(upload.error, 'The logo was not uploaded. Please try again.')
            : reason(remove.error, 'The logo was not removed. Please try again.')}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Logo file"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              remove.reset();
              if (file) upload.mutate(file);
            }}
          />
          <Button
            variant="outline"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {page.logoUrl ? 'Replace the logo' : 'Upload a logo'}
          </Button>
          {page.logoUrl ? (
            <Button
              variant="ghost"
              loading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate();
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove the logo
            </Button>
          ) : null}
        </div>
      )}
      <p className="text-xs text-slate-500">
        JPEG, PNG or WebP, at most 1 MB; SVG is not taken. It is shown at most 320 × 80 pixels.
      </p>
    </div>
  );
}
