import { paidPlans, plans } from '@tocsin/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import PricingPage from './pricing';

function renderPricing() {
  stubFetch({ 'GET /api/v1/session': () => jsonResponse(200, { me: null }) });
  renderRoutes([{ path: '/pricing', Component: PricingPage }], '/pricing');
}

describe('pricing page', () => {
  it('shows each paid plan with the price and limits of the plans table', async () => {
    renderPricing();
    for (const plan of paidPlans) {
      const card = await screen.findByRole('region', { name: plan.name });
      expect(within(card).getByText(`$${plan.priceMonthly}`)).toBeInTheDocument();
      expect(within(card).getByText(`${plan.limits.monitors} monitors`)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
        'href',
        '/signup',
      );
    }
    expect(screen.getByRole('region', { name: 'Pro' })).toHaveTextContent('Most popular');
    // A card's list names what each figure counts, and large figures are grouped.
    const enterprise = screen.getByRole('region', { name: 'Enterprise' });
    expect(within(enterprise).getByText('1,000 SMS a month')).toBeInTheDocument();
    expect(within(enterprise).getByText('1 year of check results')).toBeInTheDocument();
  });

  it('switches to yearly prices, shown per month with the yearly total', async () => {
    renderPricing();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    const starter = screen.getByRole('region', { name: 'Starter' });
    expect(within(starter).getByText(`$${plans.starter.priceYearly! / 12}`)).toBeInTheDocument();
    expect(starter).toHaveTextContent(`billed $${plans.starter.priceYearly} a year`);
  });

  it('compares all four plans, Free included, limit by limit', async () => {
    renderPricing();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Limit', 'Free', 'Starter', 'Pro', 'Enterprise']);
    const interval = within(table).getByRole('row', { name: /Shortest check interval/ });
    expect(interval).toHaveTextContent('Every 5 minutes');
    expect(interval).toHaveTextContent('Every 10 seconds');
  });
});
