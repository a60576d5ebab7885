// What modules/auth offers the rest of the server; another module imports it only from here.
export {
  emailChangeIdentifier,
  forgetAccountLinks,
  forgetAccountVerifications,
} from './account-links.js';
export { type Auth } from './auth.js';
export { authError, authHeaders, forwardToAuth } from './bridge.js';
export {
  forgetVerificationsSent,
  recordVerificationSent,
  verificationsSent,
  verificationToken,
  verifyEmailMessage,
  verifyEmailUrl,
} from './email-verification.js';
export { layout } from './emails.js';
export {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_NEED_A_DOMAIN,
  proofOptions,
  relyingParty,
  type RelyingParty,
  storeChallenge,
  takeChallenge,
  verifyPasskeyAnswer,
  webAuthn,
} from './passkeys.js';
export { refuseCommonPassword, verifyPassword } from './passwords.js';
export { type SignInThrottle, waitText } from './sign-in-throttle.js';
export { forgetTrustedDevices } from './trusted-devices.js';
