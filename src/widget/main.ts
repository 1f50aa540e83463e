// The embeddable widget, served at GET /api/widget:
//   <script src="{PUBLIC_URL}/api/widget" data-form-id="frm_…" [data-target="#el"] async></script>
// The share page (GET /f/:id) adds data-page: the form fills the page.
import { PROJECT_URL } from '../contract/branding';
import type { WidgetConfig } from '../contract/widget';
import type { Ctx } from './api';
import { emit, h, icon, session } from './dom';
import { css } from './styles';
import { texts } from './texts';

interface Instance {
  id: string;
  open(): void;
  close(): void;
}

/** window.Charla: shared by every copy of the script on the page. */
interface Api {
  open(formId?: string): void;
  close(formId?: string): void;
  _i: Instance[];
}

const CHAT_ICON = 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z';

const w = window as unknown as { Charla?: Api };
const each = (id: string | undefined, fn: (i: Instance) => void) => {
  for (const i of api._i) if (!id || i.id === id) fn(i);
};
if (!w.Charla?._i)
  w.Charla = { _i: [], open: (id) => each(id, (i) => i.open()), close: (id) => each(id, (i) => i.close()) };
const api = w.Charla;

// The script's own tag: currentScript while it runs, else (some loaders) the first tag not yet taken.
const tags = document.querySelectorAll<HTMLScriptElement>('script[data-form-id]');
const me = (document.currentScript ??
  [...tags].find((s) => !(s as { charla?: 1 }).charla)) as HTMLScriptElement | null;
if (me?.dataset.formId) void start(me, me.dataset.formId);

async function start(script: HTMLScriptElement, id: string) {
  (script as { charla?: 1 }).charla = 1;
  const base = script.src.replace(/\/api\/widget([?#].*)?$/, '');
  let ui: Instance | undefined;
  let wanted = false;
  // Charla.open() before the form has loaded opens it once it has.
  const want = (open: boolean) => {
    if (ui) open ? ui.open() : ui.close();
    else wanted = open;
  };
  api._i.push({ id, open: () => want(true), close: () => want(false) });
  const ready = new Promise((r) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', r) : r(0),
  );
  let config: WidgetConfig;
  try {
    const res = await fetch(`${base}/api/forms/${encodeURIComponent(id)}/config`);
    if (!res.ok) throw res.status;
    config = await res.json();
  } catch (e) {
    console.warn('Charla: no form', id, e);
    return;
  }
  await ready;
  const sel = script.dataset.target;
  let target: Element | null = null;
  try {
    if (sel) target = document.querySelector(sel);
  } catch {}
  target ??= sel ? document.getElementById(sel) : null;
  if (sel && !target) console.warn('Charla: no element', sel);
  ui = mount(config, base, target, script.dataset.page != null, hiddenValues(config.hiddenFields, script));
  if (wanted) ui.open();
  emit('ready', { formId: id });
}

/**
 * Mounts the form's part (chat.js or classic.js, fetched at once) when it has loaded; the returned focus
 * function waits for it. The script carries neither: each form downloads only its own.
 */
function mountLater(ctx: Ctx, panel: HTMLElement, part: string): () => void {
  let focus: (() => void) | undefined;
  let wanted = false;
  import(`${ctx.base}/api/widget/${part}.js`).then(
    (m: { mount(ctx: Ctx, panel: HTMLElement): () => void }) => {
      focus = m.mount(ctx, panel);
      if (wanted) focus();
    },
    () => panel.append(h('p', { class: 'm e', role: 'alert', text: ctx.t.failed })),
  );
  return () => {
    if (focus) focus();
    else wanted = true;
  };
}

/**
 * isHostAllowed of src/contract/domains.ts for this page, on entries the server already stored normalised
 * (lower-cased, no scheme, port or path): `example.com` allows it and its subdomains, `*.example.com` only
 * subdomains, an empty list every host. Mirrored here because the full normaliser would cost 300 bytes.
 */
function allowedHere(domains: string[], base: string): boolean {
  const host = location.hostname.replace(/\.$/, '');
  return (
    !domains.length ||
    location.origin === base ||
    domains.some((d) => (d[0] === '*' ? host.endsWith(d.slice(1)) : host === d || host.endsWith(`.${d}`)))
  );
}

/** The form's hidden values: the script tag's `data-hidden-<name>`, else the page's query string (`?utm_source=`). */
function hiddenValues(names: string[], script: HTMLScriptElement): Record<string, string> {
  const query = new URLSearchParams(location.search);
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = (script.getAttribute(`data-hidden-${n}`) ?? query.get(n))?.trim().slice(0, 500);
    if (v) out[n] = v;
  }
  return out;
}

function mount(
  config: WidgetConfig,
  base: string,
  target: Element | null,
  page: boolean,
  hidden: Record<string, string>,
): Instance {
  const { style, id } = config;
  const t = texts(config.language);
  const inline = !!target;
  const openKey = `charla:${id}:open`;
  const ctx: Ctx = {
    base,
    config,
    t,
    hidden,
    completed: (conversationId, redirectUrl) => {
      emit('completed', { formId: id, formType: config.formType, conversationId, redirectUrl });
      // The ending's address, once its message has been seen (and announced).
      if (redirectUrl && /^https?:/i.test(redirectUrl)) setTimeout(() => location.assign(redirectUrl), 1500);
    },
  };

  // A custom element, reset with !important through the CSSOM: `* { all: unset }` or `div { display:
  // none }` on the page cannot hide it, and CSSOM styles are not blocked by a page's CSP.
  const host = document.createElement('charla-widget');
  host.style.cssText = 'all:initial!important;display:block!important';
  const root = host.attachShadow({ mode: 'open' });
  const text = css(style.primaryColor, style.theme);
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    root.adoptedStyleSheets = [sheet];
  } else root.append(h('style', { text }));

  let opened = false;
  const wrap = h('div', {
    class: `${inline ? 'I' : ''} ${page ? 'P' : ''} ${style.position === 'bottom-left' ? 'L' : ''}`,
    lang: config.language.toLowerCase(),
  });
  const panel = h(
    'div',
    { class: 'w', id: 'p', role: inline ? 'region' : 'dialog', 'aria-label': config.name, hidden: !inline },
    h(
      'header',
      {},
      style.avatarUrl ? h('img', { src: style.avatarUrl, alt: '' }) : null,
      h('b', { text: config.name }),
      !inline &&
        h('button', { type: 'button', 'aria-label': t.close, text: '×', onclick: () => toggle(false) }),
    ),
  );
  let focus = () => {};
  // Views and opens for the owner's analytics: no cookie, no identifier; text/plain, so no CORS preflight.
  const told: Record<string, 1> = {};
  const tell = (type: string) => {
    if (told[type]) return;
    told[type] = 1;
    fetch(`${base}/api/forms/${id}/events`, {
      method: 'POST',
      body: `{"type":"${type}"}`,
      keepalive: true,
    }).catch(() => {});
  };
  if (!allowedHere(config.allowedDomains, base)) {
    told.view = told.open = 1;
    // The server refuses this page's origin (403); say so at once instead of after the visitor's answers.
    console.warn('Charla: domain not allowed', id);
    panel.append(h('p', { class: 'm e', role: 'alert', text: t.domain }));
  } else focus = mountLater(ctx, panel, config.formType === 'CLASSIC' ? 'classic' : 'chat');
  if (config.showBranding)
    panel.append(
      h('p', { class: 'g' }, h('a', { href: PROJECT_URL, target: '_blank', rel: 'noopener', text: t.brand })),
    );

  const icon_ = style.bubbleIcon || style.avatarUrl;
  const launcher =
    !inline &&
    h(
      'button',
      {
        class: 'l',
        type: 'button',
        'aria-label': `${t.open}: ${config.name}`,
        'aria-expanded': 'false',
        'aria-controls': 'p',
        onclick: () => toggle(!opened),
      },
      icon_ && /^(https?:|data:image\/)/.test(icon_)
        ? h('img', { src: icon_, alt: '' })
        : icon_
          ? h('b', { text: icon_ })
          : icon(CHAT_ICON),
      h('span', { text: '×', 'aria-hidden': 'true' }),
    );

  function toggle(open: boolean, restoring?: boolean) {
    if (!launcher || open === opened) return;
    opened = open;
    panel.hidden = !open;
    wrap.classList.toggle('o', open);
    launcher.setAttribute('aria-expanded', String(open));
    session.set(openKey, open || null);
    if (open) tell('open');
    if (open) restoring || focus();
    else if (root.activeElement) launcher.focus();
    emit(open ? 'open' : 'close', { formId: id });
  }

  panel.addEventListener('keydown', (e) => e.key === 'Escape' && toggle(false));
  wrap.append(panel);
  if (launcher) wrap.append(launcher);
  root.append(wrap);
  (target ?? document.body).append(host);
  tell('view');
  // An inline form is opened when first touched.
  if (inline) panel.addEventListener('focusin', () => tell('open'));
  // A reload keeps the panel as the visitor left it (without moving their focus).
  if (session.get(openKey)) toggle(true, true);
  return { id, open: () => toggle(true), close: () => toggle(false) };
}
