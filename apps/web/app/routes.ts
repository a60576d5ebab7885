import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const marketing = (file: string) => `routes/marketing/${file}.tsx`;
const auth = (file: string) => `routes/auth/${file}.tsx`;
const dashboard = (file: string) => `routes/dashboard/${file}.tsx`;

/** Aliases share a module, so each needs its own route id. */
const alias = (path: string, file: string) => route(path, marketing(file), { id: `alias-${path}` });

export default [
  index(marketing('landing')),

  layout(auth('layout'), [
    layout(auth('guest-only'), [route('login', auth('login')), route('signup', auth('signup'))]),
    route('forgot-password', auth('forgot-password')),
    route('reset-password', auth('reset-password')),
    route('verify-email', auth('verify-email')),
    route('confirm-email-change', auth('confirm-email-change')),
    route('invite/:token', auth('invite')),
  ]),

  route('pricing', marketing('pricing')),
  route('features', marketing('features')),
  route('api-docs', marketing('api-docs')),
  route('integrations', marketing('integrations')),
  route('about', marketing('about')),
  route('blog', marketing('blog')),
  route('blog/:slug', marketing('blog-post')),
  route('careers', marketing('careers')),
  route('press', marketing('press')),
  route('contact', marketing('contact')),
  route('documentation', marketing('documentation')),
  route('documentation/:slug', marketing('documentation-topic')),
  route('terms', marketing('terms')),
  route('privacy', marketing('privacy')),
  alias('help', 'documentation'),
  alias('community', 'documentation'),
  alias('webinars', 'documentation'),
  alias('case-studies', 'blog'),
  alias('cookies', 'privacy'),
  alias('gdpr', 'privacy'),
  alias('security', 'privacy'),

  route('dashboard', dashboard('layout'), [
    layout(dashboard('live-monitors-layout'), [
      index(dashboard('monitors')),
      route('monitors/new', dashboard('new-monitor')),
      route('monitors/:id', dashboard('monitor-detail')),
      route('monitors/:id/edit', dashboard('edit-monitor')),
    ]),
    route('analytics', dashboard('analytics')),
    route('notifications', dashboard('notifications')),
    route('settings', dashboard('settings')),
    route('billing', dashboard('billing')),
    route('fix-subscription', dashboard('fix-subscription')),
    route('testing', dashboard('testing')),
    route('incidents', dashboard('incidents')),
    route('incidents/:id', dashboard('incident-detail')),
    route('maintenance', dashboard('maintenance')),
    route('status-pages', dashboard('status-pages')),
    route('status-pages/:id', dashboard('status-page-detail')),
    route('audit', dashboard('audit')),
  ]),

  route('*', marketing('not-found')),
] satisfies RouteConfig;
