import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { bodyOf, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { TwoFactorCard } from './two-factor-card';

const totpURI =
  'otpauth://totp/Tocsin:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Tocsin';
const backupCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function renderCard(enabled: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <TwoFactorCard enabled={enabled} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the two-factor authentication card', () => {
  it('turns it on: password, QR code and key, first code, then the codes shown once', async () => {
    let confirmTries = 0;
    const fetch = stubFetch({
      'POST /api/auth/two-factor/enable': () => jsonResponse(200, { totpURI, backupCodes }),
      'POST /api/auth/two-factor/verify-totp': () => {
        confirmTries += 1;
        return confirmTries === 1
          ? jsonResponse(400, {
              code: 'invalid-two-factor-code',
              message:
                'That code is not right. Enter the 6-digit code your authenticator app shows now.',
            })
          : jsonResponse(200, {});
      },
      'GET /api/v1/session': () => jsonResponse(200, { me: null }),
    });
    const user = userEvent.setup();
    renderCard(false);
    expect(screen.getByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await user.type(await screen.findByLabelText('Password'), 'analytical-engine-1843');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(bodyOf(fetch, '/api/auth/two-factor/enable')).toEqual({
      password: 'analytical-engine-1843',
    });

    const setup = await screen.findByRole('dialog', { name: 'Scan the QR code' });
    expect(within(setup).getByRole('img', { name: /QR code/ }).innerHTML).toContain('<svg');
    expect(within(setup).getByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(setup).findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    await user.type(within(setup).getByLabelText('Code from the app'), '000000');
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(await within(setup).findByText(/That code is not right/)).toBeInTheDocument();
    await user.clear(within(setup).getByLabelText('Code from the app'));
    await user.type(within(setup).getByLabelText('Code from the app'), '123456');
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));

    const shown = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(shown).getByLabelText('The recovery codes')).toHaveTextContent('code0-abcde');
    expect(within(shown).getByLabelText('The recovery codes')).toHaveTextContent('code9-abcde');
    const download = within(shown).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'tocsin-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain('code4-abcde');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('code0-abcde')).not.toBeInTheDocument();
  }, 20_000);

  it('keeps a wrong password in the dialog with its reason', async () => {
    stubFetch({
      'POST /api/auth/two-factor/disable': () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: 'That password is not right. Enter the password you sign in with.',
        }),
    });
    const user = userEvent.setup();
    renderCard(true);
    expect(screen.getByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(/That password is not right/)).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and shows them once', async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `new${i}-fghij`);
    const fetch = stubFetch({
      'POST /api/auth/two-factor/generate-backup-codes': () =>
        jsonResponse(200, { backupCodes: fresh }),
    });
    const user = userEvent.setup();
    renderCard(true);
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(await screen.findByLabelText('Password'), 'analytical-engine-1843');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(shown).getByLabelText('The recovery codes')).toHaveTextContent('new9-fghij');
    expect(bodyOf(fetch, '/api/auth/two-factor/generate-backup-codes')).toEqual({
      password: 'analytical-engine-1843',
    });
  });
});
