import { documentOf, pageFooter, pageHeader, type Base, type Document } from './layout.js';
import type { PageRow } from './page-data.js';
import { html, type Markup } from './view.js';

export interface SubscribeFormState {
  email?: string;
  url?: string;
  scope?: 'page' | 'components';
  components?: string[];
  error?: string;
}

const shell = (page: PageRow, base: Base, title: string, body: Markup): Document =>
  documentOf({
    title: `${title} · ${page.name}`,
    accent: page.accentColor,
    theme: page.theme,
    indexable: false,
    body: html`${pageHeader(page, base)}
      <main>${body}</main>
      ${pageFooter(page, base)}`,
  });

/**
 * The subscribe form: one form, two buttons (email or webhook), the whole page or chosen
 * components. Browser notifications appear only where the page's small script finds push
 * support; without JavaScript the form works as it is.
 */
export function renderSubscribeForm(
  page: PageRow,
  base: Base,
  components: { id: string; name: string }[],
  vapidKey: string,
  state: SubscribeFormState = {},
) {
  const chosen = new Set(state.components ?? []);
  const some = state.scope === 'components';
  const choices = components.length
    ? html`<fieldset>
        <legend>Updates about</legend>
        <label
          ><input type="radio" name="scope" value="page" ${some ? '' : html`checked`} /> The whole
          page</label
        >
        <label
          ><input type="radio" name="scope" value="components" ${some ? html`checked` : ''} /> Only
          these components:</label
        >
        <ul class="choices">
          ${components.map(
            (c) =>
              html`<li>
                <label
                  ><input
                    type="checkbox"
                    name="components"
                    value="${c.id}"
                    ${chosen.has(c.id) ? html`checked` : ''}
                  />
                  ${c.name}</label
                >
              </li>`,
          )}
        </ul>
      </fieldset>`
    : html`<input type="hidden" name="scope" value="page" />`;
  const body = html`<h2>Subscribe to updates</h2>
    <p>Hear of every incident, update and scheduled maintenance posted on this page.</p>
    ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ''}
    <form class="subscribe" method="post" action="${base}/subscribe/email">
      ${choices}
      <label for="email">Email address</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="email"
        maxlength="254"
        value="${state.email ?? ''}"
      />
      <button type="submit">Subscribe by email</button>
      <p class="desc">We mail you a link to confirm. Every mail has a link to unsubscribe.</p>
      <label for="url">Or a webhook URL</label>
      <input
        id="url"
        name="url"
        type="url"
        inputmode="url"
        maxlength="2048"
        placeholder="https://example.com/hooks/status"
        value="${state.url ?? ''}"
      />
      <button type="submit" formaction="${base}/subscribe/webhook">Add webhook</button>
      <p class="desc">Signed JSON per Standard Webhooks; its secret is shown once, next.</p>
    </form>
    <section id="push" data-base="${base}" data-key="${vapidKey}" hidden>
      <h3>Browser notifications</h3>
      <p>Get a notification from this browser for every update.</p>
      <button type="button" data-action="on">Turn on notifications</button>
      <button type="button" data-action="off" hidden>Turn off notifications</button>
      <p role="status"></p>
    </section>
    <script src="${base}/subscribe.js" defer></script>
    <p><a href="${base || '/'}">Back to the status page</a></p>`;
  return shell(page, base, 'Subscribe', body);
}

/** A page that says one thing: sent, confirmed, unsubscribed, or a link that does not work. */
export function renderNote(page: PageRow, base: Base, title: string, text: string) {
  return shell(
    page,
    base,
    title,
    html`<h2>${title}</h2>
      <p>${text}</p>
      <p><a href="${base || '/'}">Back to the status page</a></p>`,
  );
}

/**
 * What a link shows on GET: a button that posts it. Mail scanners fetch links; only a person
 * presses the button.
 */
export function renderLinkButton(
  page: PageRow,
  base: Base,
  options: { title: string; text: string; action: string; token: string; button: string },
) {
  return shell(
    page,
    base,
    options.title,
    html`<h2>${options.title}</h2>
      <p>${options.text}</p>
      <form method="post" action="${options.action}">
        <input type="hidden" name="token" value="${options.token}" />
        <button type="submit">${options.button}</button>
      </form>`,
  );
}

/** The webhook was added: its signing secret, shown this once, and its unsubscribe link. */
export function renderWebhookAdded(
  page: PageRow,
  base: Base,
  url: string,
  secret: string,
  unsubscribeLink: string,
) {
  return shell(
    page,
    base,
    'Webhook added',
    html`<h2>Webhook added</h2>
      <p>${url} now receives every update of this page, signed per Standard Webhooks.</p>
      <p>Its signing secret, shown only this once: keep it where the receiver can read it.</p>
      <pre class="card"><code>${secret}</code></pre>
      <p>To stop the updates, post to this address (keep it too):</p>
      <pre class="card"><code>${unsubscribeLink}</code></pre>
      <p><a href="${base || '/'}">Back to the status page</a></p>`,
  );
}
