/** A 6-digit hex color of the form, or the default; never anything that could break out of the CSS. */
export function safeColor(c: string): string {
  return /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c) ? c : '#E11D62';
}

/** Dark or white text, whichever reads better on the given background. */
function inkOn(hex: string): string {
  const x = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, '$&$&') : hex;
  const n = Number.parseInt(x.slice(1), 16);
  return ((n >> 16) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000 > 160 ? '#111' : '#fff';
}

// Theme variables live on :host; the page's CSS cannot reach into the shadow root and this cannot leak out.
const LIGHT = '--f:#1f2328;--k:#fff;--c:#eef0f2;--m:#5b626b;--d:#c9cdd3;--e:#b42318';
const DARK = '--f:#e8eaed;--k:#1c1e22;--c:#2d3137;--m:#a9b0ba;--d:#4a5059;--e:#ff9b8f;color-scheme:dark';
// The page's reset (all:initial on the host element) wins over :host, so text styles start one level down.
const CSS = `:host>div{font:15px/1.45 system-ui,sans-serif;color:var(--f)}
*{box-sizing:border-box;margin:0;font:inherit;color:inherit}
[hidden]{display:none!important}
button{cursor:pointer;border:0;background:0;padding:0}
:disabled{opacity:.6}
:focus-visible{outline:2px solid var(--p);outline-offset:2px}
svg{width:28px;fill:currentColor}
.l,.w{position:fixed;right:20px;z-index:2147483000}
.L .l,.L .w{right:auto;left:20px}
.l{bottom:20px;width:60px;height:60px;border-radius:50%;box-shadow:0 4px 16px #0004;display:grid;place-items:center;overflow:hidden;font-size:28px}
.l,header,.s{background:var(--p);color:var(--t)}
.l img{width:100%;height:100%;object-fit:cover}
.l span,.o .l>*{display:none}
.o .l span{display:block}
.w{bottom:92px;width:380px;height:min(620px,calc(100vh - 112px));background:var(--k);border-radius:16px;box-shadow:0 8px 40px #0004;display:flex;flex-direction:column;overflow:hidden}
.I .w{position:static;width:100%;height:100%;min-height:460px;box-shadow:none;border:1px solid var(--d)}
.P .w{height:calc(100dvh - 64px);border:0}
header{display:flex;align-items:center;gap:10px;padding:12px 14px;font-weight:600}
header img{width:36px;height:36px;border-radius:50%;object-fit:cover}
header b{flex:1}
header button{font-size:26px;padding:0 6px}
.m,.f{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px}
.f{gap:16px}
.b{max-width:85%;padding:9px 13px;border-radius:16px;background:var(--c);align-self:flex-start;white-space:pre-wrap}
.v{align-self:flex-end;background:var(--p);color:var(--t)}
.t:after{content:"•••";animation:k 1s infinite}
@keyframes k{50%{opacity:.3}}
.c{display:flex;flex-wrap:wrap;gap:6px}
.c button{border:1px solid var(--p);border-radius:16px;padding:5px 12px}
.e{color:var(--e);font-size:14px}
.r{display:flex;gap:8px;padding:10px;border-top:1px solid var(--d)}
textarea,input,select{width:100%;border:1px solid var(--d);border-radius:10px;padding:9px;background:var(--k)}
textarea{resize:none}
[aria-invalid=true]{border-color:var(--e)}
.s{border-radius:10px;padding:10px 16px;font-weight:600}
label{display:block;font-weight:600;margin-bottom:4px}
label i,.n,.g{font:400 13px system-ui;color:var(--m)}
progress{width:100%;accent-color:var(--p)}
.g{text-align:center;padding:6px;order:1}
button.g{margin:0 auto 4px;padding:4px 12px;border:1px solid var(--d);border-radius:16px}
.x{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
*{overflow-wrap:anywhere}
@media (max-width:480px){.w,.L .w{inset:0;width:auto;height:auto;border-radius:0}.o .l{display:none}.P .w{height:100dvh}}`;

/**
 * The widget's stylesheet with the form's color as theme variables, light or dark as the form's theme says
 * (`auto`: the visitor's prefers-color-scheme).
 */
export function css(color: string, theme?: string): string {
  const c = safeColor(color);
  const scheme =
    theme === 'dark'
      ? `:host{${DARK}}`
      : `:host{${LIGHT}}${theme === 'light' ? '' : `@media (prefers-color-scheme:dark){:host{${DARK}}}`}`;
  return `:host{--p:${c};--t:${inkOn(c)}}${scheme}${CSS}`;
}
