import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A passkey authenticator in software, for tests: it makes a P-256 credential and answers
 * WebAuthn challenges as a browser hands them back (`none` attestation, user present and
 * verified), with a signature counter that goes up on every use.
 */
export function softAuthenticator(origin: string, rpId = new URL(origin).hostname) {
  const credentials = new Map<string, { key: KeyObject; counter: number; userHandle: string }>();

  const authData = (flags: number, counter: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  };
  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    /** Answers registration options (`options.challenge`, `options.user.id`) with a new credential. */
    register(options: { challenge: string; user: { id: string } }, from = origin) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const id = randomBytes(16);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, isoCBOR.encode(cose)]);
      // User present, user verified, attested credential data included.
      const data = authData(0x01 | 0x04 | 0x40, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]) as never,
      );
      credentials.set(b64url(id), { key: privateKey, counter: 0, userHandle: options.user.id });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** Answers an authentication challenge with the credential `id` (the first one by default). */
    authenticate(options: { challenge: string }, id = [...credentials.keys()][0]!, from = origin) {
      const credential = credentials.get(id);
      if (!credential) throw new Error(`no credential ${id}`);
      credential.counter += 1;
      const data = authData(0x01 | 0x04, credential.counter);
      const client = clientData('webauthn.get', options.challenge, from);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.key);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
    /** Rewinds a credential's counter, as a cloned authenticator would present it. */
    rewind(id: string) {
      const credential = credentials.get(id);
      if (credential) credential.counter = 0;
    },
  };
}
