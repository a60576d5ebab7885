import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

describeEachDatabase('live updates (/api/v1/events)', (h) => {
  it('requires a session', async () => {
    const res = await h().app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
  });

  it("streams the caller's workspace events only, and ends streams on shutdown", async () => {
    const cookie = await signUpCookie(h().app);
    const me = (
      await h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    ).json();
    await h().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h().app.server.address() as AddressInfo;

    const response = await fetch(`http://127.0.0.1:${port}/api/v1/events`, { headers: { cookie } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil('retry:');
    const at = new Date().toISOString();
    const { bus } = h();
    bus.publish('monitor.status', {
      monitorId: 'theirs',
      workspaceId: 'another',
      status: 'down',
      at,
    });
    bus.publish('monitor.status', {
      monitorId: 'mine',
      workspaceId: me.workspace.id,
      status: 'down',
      at,
    });
    await readUntil('"mine"');
    expect(text).toContain('event: monitor.status');
    expect(text).not.toContain('theirs');

    // Last in this suite: the app is closed here, with the stream still open.
    const started = Date.now();
    await h().app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await reader.read()).done).toBe(true);
  });
});
