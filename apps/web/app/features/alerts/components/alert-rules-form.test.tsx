import { DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channelFixture, memberListFixture } from '@/test/alert-fixtures';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import { AlertRulesForm } from './alert-rules-form';

const channels = [
  channelFixture({ id: 'c1', name: 'Slack #ops' }),
  channelFixture({ id: 'c2', name: 'On-call email', kind: 'email' }),
  channelFixture({ id: 'c3', name: 'PagerDuty database', kind: 'pagerduty', enabled: false }),
];

const savedRules: AlertRules = { ...DEFAULT_ALERT_RULES, channelIds: ['c1'] };

function renderForm({
  rules = savedRules,
  put = (body: unknown) => jsonResponse(200, body),
  certificates = true,
} = {}) {
  const fetch = stubFetch({
    'GET /api/v1/monitors/m1/alerts': () => jsonResponse(200, rules),
    'GET /api/v1/channels': () => jsonResponse(200, { items: channels }),
    'GET /api/v1/members': () => jsonResponse(200, memberListFixture()),
    'PUT /api/v1/monitors/m1/alerts': (init) => put(jsonBody(init)),
  });
  renderRoutes(
    [{ path: '/', element: <AlertRulesForm monitorId="m1" certificates={certificates} /> }],
    '/',
  );
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts, user: userEvent.setup() };
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('alert rules form', () => {
  it('starts from the saved rules', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Alert rules' });
    const channelList = group('Channels');
    expect(channelList.getByRole('checkbox', { name: /Slack #ops/ })).toBeChecked();
    expect(channelList.getByRole('checkbox', { name: /On-call email/ })).not.toBeChecked();
    expect(channelList.getByRole('checkbox', { name: /PagerDuty database/ })).toHaveAccessibleName(
      /turned off/,
    );
    const members = within(form).getByRole('group', { name: 'Members’ own contacts' });
    expect(members).toHaveAccessibleDescription(/as their personal notification settings allow/);
    expect(within(members).getByRole('radio', { name: 'All members' })).toBeChecked();
    expect(within(members).queryByRole('checkbox')).toBeNull();
    const events = group('Events');
    expect(events.getByRole('checkbox', { name: /^Down/ })).toBeChecked();
    expect(events.getByRole('checkbox', { name: /^Recovery/ })).toBeChecked();
    expect(events.getByRole('checkbox', { name: /^Degraded/ })).not.toBeChecked();
    expect(events.getByRole('checkbox', { name: 'Certificate expiring soon' })).toBeChecked();
    expect(events.getByLabelText('Days before the certificate expires')).toHaveValue(14);
    expect(group('Reminders').getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByLabelText('Remind every (minutes)')).not.toBeInTheDocument();
    expect(group('Escalation').getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Escalate to' })).not.toBeInTheDocument();
  });

  it('offers no certificate alert for a monitor whose checks see no certificate', async () => {
    renderForm({ certificates: false });
    await screen.findByRole('form', { name: 'Alert rules' });
    const events = group('Events');
    expect(events.getByRole('checkbox', { name: /^Down/ })).toBeChecked();
    expect(events.queryByRole('checkbox', { name: 'Certificate expiring soon' })).toBeNull();
    expect(screen.queryByLabelText('Days before the certificate expires')).toBeNull();
  });

  it('turns escalation on, asks for a channel to escalate to, then saves the rules', async () => {
    const { puts, user } = renderForm();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Escalate when nobody acknowledges' }),
    );
    expect(screen.getByLabelText('Escalate after (minutes)')).toHaveValue(15);
    const escalateTo = group('Escalate to');
    expect(escalateTo.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByText('Choose at least one channel to escalate to')).toBeVisible();
    expect(escalateTo.getByRole('checkbox', { name: /On-call email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(puts()).toHaveLength(0);

    await user.click(escalateTo.getByRole('checkbox', { name: /On-call email/ }));
    const after = screen.getByLabelText('Escalate after (minutes)');
    await user.clear(after);
    await user.type(after, '10');
    await user.click(group('Reminders').getByRole('checkbox'));
    await user.click(group('Events').getByRole('checkbox', { name: 'Certificate expiring soon' }));
    await user.click(group('Channels').getByRole('checkbox', { name: /On-call email/ }));
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));

    expect(await screen.findByText('Alert rules saved.')).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(jsonBody(puts()[0]![1])).toEqual({
      channelIds: ['c1', 'c2'],
      notifyMembers: true,
      memberIds: [],
      events: { down: true, recovery: true, degraded: false, certificateDays: null },
      reminderMinutes: 30,
      escalation: { afterMinutes: 10, channelIds: ['c2'] },
    });
  });

  it('explains a number out of range next to its field', async () => {
    const { puts, user } = renderForm();
    await screen.findByRole('group', { name: 'Reminders' });
    await user.click(group('Reminders').getByRole('checkbox'));
    const every = screen.getByLabelText('Remind every (minutes)');
    await user.clear(every);
    await user.type(every, '2');
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    await waitFor(() => expect(every).toHaveAttribute('aria-invalid', 'true'));
    expect(every).toHaveAccessibleDescription(/Enter a whole number of minutes from 5 to 1440/);
    expect(puts()).toHaveLength(0);
  });

  it('shows what the server refused, in place', async () => {
    const { user } = renderForm({
      put: () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: 'A chosen channel does not exist (it may have been deleted)',
          issues: [{ path: 'channelIds', message: 'Unknown channel c1' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alert rules were not saved: A chosen channel does not exist',
    );
    expect(group('Channels').getByText('Unknown channel c1')).toBeVisible();
    expect(screen.queryByText('Alert rules saved.')).not.toBeInTheDocument();
  });

  it('alerts only the members ticked, by name', async () => {
    const { puts, user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Chosen members' }));
    const chosen = group('Members to alert');
    expect(await chosen.findByRole('checkbox', { name: /Ada Lovelace/ })).toHaveAccessibleName(
      /\(you\)/,
    );
    await user.click(chosen.getByRole('checkbox', { name: /Bob Stone/ }));
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));

    expect(await screen.findByText('Alert rules saved.')).toBeVisible();
    expect(jsonBody(puts()[0]![1])).toMatchObject({ notifyMembers: false, memberIds: ['u2'] });
  });

  it('asks for a member when chosen members is picked with nobody ticked', async () => {
    const { puts, user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Chosen members' }));
    await screen.findByRole('group', { name: 'Members to alert' });
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByText('Choose at least one member, or None')).toBeVisible();
    expect(group('Members to alert').getByRole('checkbox', { name: /Bob Stone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(puts()).toHaveLength(0);
  });

  it('alerts no member when none is picked, and forgets the ones that were chosen', async () => {
    const { puts, user } = renderForm({
      rules: { ...savedRules, notifyMembers: false, memberIds: ['u2'] },
    });
    expect(await screen.findByRole('radio', { name: 'Chosen members' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('group', { name: 'Members to alert' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByText('Alert rules saved.')).toBeVisible();
    expect(jsonBody(puts()[0]![1])).toMatchObject({ notifyMembers: false, memberIds: [] });
  });

  it('shows a chosen person who left the workspace as no longer a member, until removed', async () => {
    const { puts, user } = renderForm({
      rules: { ...savedRules, notifyMembers: false, memberIds: ['u2', 'u-gone'] },
    });
    const chosen = within(await screen.findByRole('group', { name: 'Members to alert' }));
    expect(await chosen.findByRole('checkbox', { name: /Bob Stone/ })).toBeChecked();
    expect(chosen.getByRole('checkbox', { name: /Ada Lovelace/ })).not.toBeChecked();
    const gone = screen.getByRole('list', { name: 'No longer members' });
    expect(within(gone).getByRole('listitem')).toHaveTextContent('No longer a member');

    await user.click(within(gone).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('list', { name: 'No longer members' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByText('Alert rules saved.')).toBeVisible();
    expect(jsonBody(puts()[0]![1])).toMatchObject({ notifyMembers: false, memberIds: ['u2'] });
  });

  it('says so when the server refuses someone who is not a member', async () => {
    const { user } = renderForm({
      rules: { ...savedRules, notifyMembers: false, memberIds: ['u2'] },
      put: () =>
        jsonResponse(400, {
          code: 'validation-failed',
          message: 'A chosen person is not a member of this workspace (they may have left it)',
          issues: [{ path: 'memberIds.0', message: 'is not a member of this workspace' }],
        }),
    });
    await screen.findByRole('group', { name: 'Members to alert' });
    await user.click(screen.getByRole('button', { name: 'Save alert rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alert rules were not saved: A chosen person is not a member of this workspace',
    );
    expect(
      group('Members to alert').getByText(/no longer a member of this workspace: remove them/),
    ).toBeVisible();
  });
});
