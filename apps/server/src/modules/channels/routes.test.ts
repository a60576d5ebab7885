import { expect, it } from 'vitest';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

describeEachDatabase('notification channels (private targets refused)', (h) => {
  it('refuses a webhook on a private address under its field, in words about alerts', async () => {
    const cookie = await signUpCookie(h().app);
    const create = (url: string) =>
      h().app.inject({
        method: 'POST',
        url: '/api/v1/channels',
        headers: { cookie },
        payload: { kind: 'webhook', name: 'Intranet hook', config: { url } },
      });
    const res = await create('http://10.0.0.7/hooks/tocsin');
    expect(res.statusCode).toBe(400);
    const message =
      '10.0.0.7 is a private address; alerts may only go to public addresses (set ALLOW_PRIVATE_TARGETS=true on your own network)';
    expect(res.json()).toMatchObject({ message, issues: [{ path: 'config.url', message }] });
    const list = await h().app.inject({ url: '/api/v1/channels', headers: { cookie } });
    expect(JSON.stringify(list.json())).not.toContain('10.0.0.7');
  });
});
