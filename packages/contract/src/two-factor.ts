import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.js';

/** How many recovery codes an account holds; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long "Remember this device" skips the second step. */
export const TRUSTED_DEVICE_DAYS = 30;

const password = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/two-factor/enable, /disable and /generate-backup-codes. */
export const twoFactorPasswordInput = z.object({ password });
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordInput>;

/** POST /api/auth/two-factor/enable: the authenticator's URI and the recovery codes, shown once. */
export const twoFactorEnableResponse = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** POST /api/auth/two-factor/generate-backup-codes: a new set; the old codes stop working. */
export const recoveryCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** A code from the authenticator app: six digits (spaces are dropped). */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as printed (letters, digits and a dash). */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(64, 'Enter one of your recovery codes');

/** POST /api/auth/two-factor/verify-totp: at sign-in, or to confirm the set-up. */
export const verifyTotpInput = z.object({
  code: totpCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyTotpInput = z.input<typeof verifyTotpInput>;

/** POST /api/auth/two-factor/verify-backup-code: at sign-in, instead of the app's code. */
export const verifyRecoveryCodeInput = z.object({
  code: recoveryCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyRecoveryCodeInput = z.infer<typeof verifyRecoveryCodeInput>;

/** PUT /api/v1/workspace/two-factor: whether every member must use two-factor authentication. */
export const workspaceTwoFactorInput = z.object({ required: z.boolean() });
export type WorkspaceTwoFactorInput = z.infer<typeof workspaceTwoFactorInput>;
export const workspaceTwoFactorResponse = z.object({ requireTwoFactor: z.boolean() });

/** The sign-in answer when the password was right and the second step is still due. */
export const twoFactorRedirectSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** Why a member without two-factor authentication is refused in a workspace that requires it. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'This workspace requires two-factor authentication. Turn it on in Settings, under Two-factor authentication, to continue.';
