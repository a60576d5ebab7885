import { DEFAULT_SETTINGS, type MeResponse } from '@tocsin/contract';

export const signedInUser: MeResponse = {
  profile: {
    id: 'user_1',
    email: 'ada@example.com',
    emailVerified: true,
    displayName: 'Ada Lovelace',
    photoURL: null,
    phoneNumber: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0000',
    timeZone: null,
    subscriptionStatus: 'free',
    twoFactorEnabled: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  },
  settings: { ...DEFAULT_SETTINGS },
  workspace: { id: 'ws_1', name: 'Ada Lovelace', role: 'owner', requireTwoFactor: false },
};
