import { storedQuestions } from '../../../contract/forms';
import type { WidgetConfig } from '../../../contract/widget';
import type { FormDraft } from './draft';

/** What GET /api/forms/:id/config would answer for this draft (the widget preview feeds it to the widget). */
export function previewConfig(draft: FormDraft, showBrandingForced: boolean): WidgetConfig {
  return {
    id: 'preview',
    name: draft.name || 'Charla',
    welcomeMessage: draft.welcomeMessage || '…',
    goodbyeMessage: draft.goodbyeMessage || '…',
    tone: draft.tone,
    questions: storedQuestions(draft.questions.filter((q) => q.text.trim())).map((q, i) => ({
      order: i,
      text: q.text,
      type: q.type,
      required: q.required,
      options: q.type === 'select' || q.type === 'multiselect' ? (q.options ?? []) : null,
      ...(q.type === 'file' ? { fileCategory: q.fileCategory ?? 'any' } : {}),
      key: q.key,
      help: q.help,
      validation: q.validation,
      showIf: q.showIf,
    })),
    hiddenFields: draft.hiddenFields,
    style: {
      primaryColor: draft.style.primaryColor,
      avatarUrl: draft.style.avatarUrl,
      position: draft.style.position,
      bubbleIcon: draft.style.bubbleIcon,
      theme: draft.style.theme,
    },
    language: draft.language,
    formType: draft.formType,
    // The preview page has no host name: an empty list lets the widget run there.
    allowedDomains: [],
    objective: draft.objective,
    showBranding: showBrandingForced || draft.style.showBranding,
    // The preview answers chat and submit itself: there is no challenge to solve.
    botProtection: false,
  };
}

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A page that runs the real widget script (GET /api/widget) on a draft: its fetch of the form config is
 * answered with the draft, and chat or submit answers are simulated, so nothing is stored.
 */
export function previewDocument(config: WidgetConfig, widgetSrc: string, replyText: string): string {
  const data = escapeScript(JSON.stringify({ config, reply: replyText }));
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>html,body{margin:0;height:100%;font-family:system-ui,sans-serif;background:transparent}</style></head><body>
<script>
(function(){
  var D = ${data};
  var json = function(body){ return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }); };
  // A sandboxed frame has no storage: an in-memory one that remembers the panel as open makes the widget
  // show it open without taking the keyboard focus from the builder.
  var mem = { 'charla:preview:open': 'true' };
  try { Object.defineProperty(window, 'sessionStorage', { configurable: true, value: {
    getItem: function(k){ return k in mem ? mem[k] : null; },
    setItem: function(k, v){ mem[k] = String(v); },
    removeItem: function(k){ delete mem[k]; }
  } }); } catch (e) {}
  window.fetch = function(input, init){
    var url = String(input && input.url ? input.url : input);
    if (/\\/api\\/forms\\/[^/]+\\/config$/.test(url)) return Promise.resolve(json(D.config));
    if (/\\/api\\/chat$/.test(url)) return Promise.resolve(new Response(D.reply, { headers: { 'content-type': 'text/plain; charset=utf-8', 'x-conversation-id': 'cnv_preview' } }));
    // The builder answers a submit with the ending the draft would choose (it holds the logic): see widget-preview.tsx.
    if (/\\/submit$/.test(url)) return new Promise(function(resolve){
      var id = String(Math.random());
      var done = function(reply){ window.removeEventListener('message', on); resolve(json(Object.assign({ success: true, conversationId: 'cnv_preview', redirectUrl: null }, reply))); };
      var on = function(e){ if (e.data && e.data.charlaPreviewReply === id) done({ message: e.data.message }); };
      window.addEventListener('message', on);
      parent.postMessage({ charlaPreviewSubmit: id, body: String((init && init.body) || '{}') }, '*');
      setTimeout(function(){ done({}); }, 2000);
    });
    if (/\\/upload-url$/.test(url)) return Promise.resolve(new Response(JSON.stringify({ error: 'Preview' }), { status: 400 }));
    return Promise.reject(new Error('preview'));
  };
})();
</script>
<script src="${widgetSrc}" data-form-id="preview"></script>
</body></html>`;
}
