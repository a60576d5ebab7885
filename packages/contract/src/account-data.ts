import { z } from 'zod';

/** The version of the export archive's layout (apps/web/content/docs/data-export.md). */
export const EXPORT_FORMAT = 'tocsin-account-export/1';

/** How long an export's mailed link works. */
export const EXPORT_LINK_DAYS = 7;

/** How long an export may stay pending before it is counted as failed (its process died). */
export const EXPORT_PENDING_MINUTES = 15;

export const accountExportStatuses = ['pending', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof accountExportStatuses)[number];

export const accountExport = z.object({
  id: z.string(),
  status: z.enum(accountExportStatuses),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the mailed link stops working. */
  expiresAt: z.string(),
  /** The link no longer works: a new export is needed. */
  expired: z.boolean(),
  /** Bytes of the gzipped archive, once ready. */
  size: z.number().int().nullable(),
  /** Why it failed, in words the person can act on. */
  error: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExport>;

export const accountExportResponse = z.object({ export: accountExport.nullable() });
export type AccountExportResponse = z.infer<typeof accountExportResponse>;

export const exportDownloadQuery = z.object({
  token: z
    .string()
    .min(1, 'Open the link from the email we sent you')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This download link is not complete: open it from the email again'),
});

/** A workspace the account's deletion would delete, or that holds it back. */
export const deletionWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  /** People in it, the account's owner included. */
  members: z.number().int(),
});
export type DeletionWorkspace = z.infer<typeof deletionWorkspace>;

/** What deleting the account would do, shown before the person confirms. */
export const accountDeletionPreview = z.object({
  /** Workspaces the person alone is in: deleted with all their data. */
  deleted: z.array(deletionWorkspace),
  /** Workspaces where the person is the only owner and others are members: hand them over first. */
  blocking: z.array(deletionWorkspace),
  /** Workspaces the person leaves (others own them). */
  left: z.array(deletionWorkspace),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreview>;

export const deleteAccountInput = z.object({
  confirmEmail: z.string().trim().min(1, "Type your account's email to confirm").max(254),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
