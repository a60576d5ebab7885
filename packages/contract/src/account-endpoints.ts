import { z } from 'zod';
import { reauthenticateInput, reauthenticateResponse } from './account.js';
import {
  accountDeletionPreview,
  accountExportResponse,
  deleteAccountInput,
  exportDownloadQuery,
} from './account-data.js';
import {
  changeEmailInput,
  changeEmailResponse,
  confirmEmailChangeInput,
  confirmEmailChangeResponse,
  confirmEmailVerificationInput,
  confirmEmailVerificationResponse,
  emailVerificationStatus,
} from './account-email.js';
import { endpoint } from './endpoint.js';
import {
  changePasswordInput,
  changePasswordResponse,
  endSessionsResponse,
  sessionIdParams,
  sessionListResponse,
} from './security.js';

const tags = ['account'] as const;

/** The person's account: a fresh sign-in, their data, their email, password and sessions. */
export const accountEndpoints = {
  reauthenticate: endpoint({
    method: 'POST',
    path: '/api/v1/me/reauthenticate',
    access: 'account',
    tags,
    summary: 'Confirm the password, to make sensitive changes for the next 10 minutes',
    body: reauthenticateInput,
    responses: { 200: reauthenticateResponse },
  }),
  exportStatus: endpoint({
    method: 'GET',
    path: '/api/v1/me/export',
    access: 'account',
    tags,
    summary: 'The latest export of your data and its status',
    responses: { 200: accountExportResponse },
  }),
  requestExport: endpoint({
    method: 'POST',
    path: '/api/v1/me/export',
    access: 'account',
    tags,
    summary: 'Export your data: the archive is made in the background and its link mailed',
    responses: { 202: accountExportResponse },
  }),
  /** Answers the archive itself (a file download), so no JSON response is declared. */
  downloadExport: endpoint({
    method: 'GET',
    path: '/api/v1/me/export/download',
    access: 'account',
    tags,
    summary: 'Download an export: the mailed link, opened while signed in as its owner',
    query: exportDownloadQuery,
    responses: {},
  }),
  deletionPreview: endpoint({
    method: 'GET',
    path: '/api/v1/me/deletion',
    access: 'account',
    tags,
    summary: 'What deleting your account would delete, and what holds it back',
    responses: { 200: accountDeletionPreview },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/v1/me',
    access: 'account',
    tags,
    summary: 'Delete your account (needs a recent sign-in and your email typed)',
    body: deleteAccountInput,
    responses: { 200: z.object({ deleted: z.array(z.string()) }) },
  }),
  emailVerification: endpoint({
    method: 'GET',
    path: '/api/v1/me/email-verification',
    access: 'account',
    tags,
    summary: 'Whether the email address is confirmed, and when the last link was mailed',
    responses: { 200: emailVerificationStatus },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/v1/me/email-verification',
    access: 'account',
    tags,
    summary: 'Mail a new link to confirm the email address (once a minute, 5 an hour)',
    responses: { 200: emailVerificationStatus },
  }),
  confirmVerification: endpoint({
    method: 'POST',
    path: '/api/v1/email-verification/confirm',
    access: 'public',
    tags,
    summary: 'Confirm an email address with the token of the link mailed at sign-up',
    body: confirmEmailVerificationInput,
    responses: { 200: confirmEmailVerificationResponse },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/v1/me/email',
    access: 'account',
    tags,
    summary: 'Change the email address: mails a confirmation link to the new one',
    description:
      'Needs a session that signed in or confirmed its password in the last 10 minutes. The answer is the same whether or not another account uses the address.',
    body: changeEmailInput,
    responses: { 202: changeEmailResponse },
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/v1/email-change/confirm',
    access: 'public',
    tags,
    summary: 'Make an email change with the token of the link mailed to the new address',
    body: confirmEmailChangeInput,
    responses: { 200: confirmEmailChangeResponse },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/v1/me/password',
    access: 'account',
    tags,
    summary: 'Change the password (the current one is required); other sessions are signed out',
    body: changePasswordInput,
    responses: { 200: changePasswordResponse },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/v1/me/sessions',
    access: 'account',
    tags,
    summary: "The signed-in person's sessions: browser, address, sign-in and last use",
    responses: { 200: sessionListResponse },
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/v1/me/sessions/:id',
    access: 'account',
    tags,
    summary: 'Sign out one of your sessions',
    params: sessionIdParams,
    responses: { 200: endSessionsResponse },
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/v1/me/sessions/end-others',
    access: 'account',
    tags,
    summary: 'Sign out every session but this one',
    responses: { 200: endSessionsResponse },
  }),
};
