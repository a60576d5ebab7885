import { describe, expect, it } from 'vitest';
import { loginErrorMessage, signupErrorMessage } from './errors.js';

// Seed section 8, word for word.
describe('login error catalogue', () => {
  it.each([
    ['invalid-credential', 'Invalid email or password'],
    ['wrong-password', 'Invalid email or password'],
    ['user-not-found', 'Invalid email or password'],
    ['invalid-email', 'Please enter a valid email address'],
    ['user-disabled', 'This account has been disabled. Please contact support.'],
    ['too-many-requests', 'Too many failed login attempts. Please try again later.'],
    ['network-request-failed', 'Network error. Please check your connection and try again.'],
  ])('shows %s as %j', (code, message) => {
    expect(loginErrorMessage(code, 'server wording')).toBe(message);
  });

  it("shows the server's message for any other code, else 'An error occurred during login'", () => {
    expect(loginErrorMessage('internal', 'Something went wrong on our side')).toBe(
      'Something went wrong on our side',
    );
    expect(loginErrorMessage('internal')).toBe('An error occurred during login');
    expect(loginErrorMessage(undefined, '')).toBe('An error occurred during login');
  });
});

describe('signup error catalogue', () => {
  it.each([
    ['email-already-in-use', 'This email is already registered. Please sign in instead.'],
    ['invalid-email', 'Please enter a valid email address.'],
    ['weak-password', 'Password should be at least 6 characters long.'],
    ['operation-not-allowed', 'Email/password accounts are not enabled. Please contact support.'],
    ['network-request-failed', 'Network error. Please check your connection and try again.'],
  ])('shows %s as %j', (code, message) => {
    expect(signupErrorMessage(code, 'server wording')).toBe(message);
  });

  it("shows the server's message for any other code, else 'An error occurred during signup'", () => {
    expect(signupErrorMessage('password-too-common', 'This password is too common.')).toBe(
      'This password is too common.',
    );
    expect(signupErrorMessage('internal')).toBe('An error occurred during signup');
  });
});
