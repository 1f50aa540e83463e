// The HTML of the share page (GET /f/:formId): a full-page form on Charla's own origin.
import { safeColor } from '../../widget/styles';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface SharePageForm {
  id: string;
  name: string;
  welcomeMessage: string;
  language: string;
  primaryColor: string;
  theme: 'auto' | 'light' | 'dark';
}

/** The page's stylesheet: the form's colour as the page background on wide screens, the form full-bleed on phones. */
function pageCss(color: string, theme: SharePageForm['theme']): string {
  const scheme = theme === 'auto' ? 'light dark' : theme;
  return `:root{color-scheme:${scheme}}html,body{margin:0;height:100%}
body{background:${safeColor(color)};font:16px/1.5 system-ui,sans-serif;display:flex;justify-content:center}
main{width:100%;max-width:640px;height:100%;min-height:100dvh;display:flex;flex-direction:column}
#charla{flex:1;display:flex;flex-direction:column}
#charla>*{flex:1}
h1{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (min-width:700px){main{padding:32px 0;box-sizing:border-box}}`;
}

/** The share page of a published form. */
export function sharePage(form: SharePageForm, pageUrl: string): string {
  const name = escapeHtml(form.name);
  const description = escapeHtml(form.welcomeMessage);
  const lang = form.language.toLowerCase() === 'es' ? 'es' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${name}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(pageUrl)}">
<meta name="twitter:card" content="summary">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${pageCss(form.primaryColor, form.theme)}</style>
</head>
<body>
<main>
<h1>${name}</h1>
<div id="charla"></div>
</main>
<script src="/api/widget" data-form-id="${escapeHtml(form.id)}" data-target="#charla" data-page="" async></script>
</body>
</html>
`;
}

/** The page for an unknown, unpublished or deleted form. */
export function notFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Form not found</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>:root{color-scheme:light dark}body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}
a{color:inherit}</style>
</head>
<body>
<main>
<h1>Form not found</h1>
<p>This form does not exist or is not published any more. If someone sent you this link, ask them for a new one.</p>
<p lang="es">Este formulario no existe o ya no está publicado. Si alguien te envió este enlace, pídele uno nuevo.</p>
</main>
</body>
</html>
`;
}
