import { channelKindInfo, channelKinds } from '@tocsin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import IntegrationsPage from './integrations';

describe('integrations page', () => {
  it('lists every channel kind of the registry, in its group, with what it does', async () => {
    renderRoutes([{ path: '/integrations', Component: IntegrationsPage }], '/integrations');
    const onCall = await screen.findByRole('region', { name: 'On-call' });
    expect(within(onCall).getByRole('heading', { name: 'PagerDuty' })).toBeInTheDocument();
    for (const kind of channelKinds) {
      const { label, description } = channelKindInfo[kind];
      expect(screen.getByRole('heading', { name: label, level: 3 })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Browser push', level: 3 })).toBeInTheDocument();
  });
});
