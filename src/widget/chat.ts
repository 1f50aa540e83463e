import { type Ctx, errorBody, errorText, post, botProof as proof, type Question } from './api';
import { h, icon, session } from './dom';
import type { Entry, LiveHooks } from './live-part';

/** What survives a reload (sessionStorage): the conversation id, the exchanged messages, and whether it ended. */
interface Saved {
  c?: string;
  /** [role, text, name]: 0 the assistant or a person (named), 1 the visitor, 2 a notice (joined, left). */
  m: Entry[];
  d?: 1;
}

const SEND_ICON = 'M3 20.5 21.5 12 3 3.5V10l13 2-13 2z';

/** The CONVERSATIONAL form: a chat whose replies stream in. Returns what to focus when the panel opens. */
export function mountChat(ctx: Ctx, panel: HTMLElement): () => void {
  const { config: f, t } = ctx;
  const key = `charla:${f.id}`;
  const questions = f.questions.filter((q) => q.type !== 'file').sort((a, b) => a.order - b.order);
  // The opening the server stores as the first message: the welcome, then the first question.
  const opening = [f.welcomeMessage, ''];
  const first = (q?: Question) => {
    opening[1] = q ? `${q.text}${q.required ? '' : ` ${t.optional}`}` : '';
  };
  // A first question behind a condition or with {{name}}: the server asks the first one the hidden values
  // show, recalled; logic.js (the classic form's, lazy) computes the same here, and it is shown once known.
  const lazy = !!questions[0]?.showIf || !!questions[0]?.text.includes('{{');
  if (!lazy) first(questions[0]);
  let saved = session.get<Saved>(key) ?? { m: [] };
  let busy = false;
  let chips: HTMLElement | undefined;
  // The live part (GET /api/widget/live.js: a person's messages), loaded once there is a conversation.
  let live: Promise<unknown> | undefined;

  // The log is not live itself: a streamed reply is announced once, whole, through `live`.
  const log = h('div', { class: 'm', role: 'log', 'aria-live': 'off', 'aria-label': f.name, tabindex: 0 });
  const said = h('div', { class: 'x', 'aria-live': 'polite' });
  const input = h('textarea', {
    rows: 1,
    maxlength: 5000,
    placeholder: t.placeholder,
    'aria-label': t.message,
    onkeydown: (e) => {
      const k = e as KeyboardEvent;
      if (k.key === 'Enter' && !k.shiftKey && !k.isComposing) {
        k.preventDefault();
        void say(input.value);
      }
    },
  });
  const send = h('button', { class: 's', type: 'submit', 'aria-label': t.send }, icon(SEND_ICON));
  const row = h(
    'form',
    {
      class: 'r',
      onsubmit: (e) => {
        e.preventDefault();
        void say(input.value);
      },
    },
    input,
    send,
  );
  // Asking for a person is a message the interviewer reads as such.
  const ask = h('button', {
    class: 'g',
    type: 'button',
    text: t.human,
    onclick: () => {
      ask.hidden = true;
      void say(t.human);
    },
  });
  // The branding (main.ts) goes last again, so the order of focus is the order on screen.
  panel.append(log, said, row, ask, panel.querySelector('.g') ?? '');

  const scroll = () => {
    log.scrollTop = log.scrollHeight;
  };
  const bubble = (role: Entry[0], text: string, name?: string) => {
    const b = h('div', { class: ['b', 'b v', 'n'][role], text });
    if (name) b.prepend(h('small', { text: name }));
    log.append(b);
    scroll();
    return b;
  };
  const note = (text: string) => {
    log.append(h('p', { class: 'e', role: 'alert', text }));
    scroll();
  };
  const stop = (placeholder: string) => {
    input.disabled = send.disabled = ask.hidden = true;
    input.placeholder = placeholder;
  };

  /** Quick answers when the reply asks a select question. */
  function offer(reply: string) {
    chips?.remove();
    const q = [...questions].reverse().find((q) => reply.includes(q.text));
    if (q?.type !== 'select' || !q.options?.length) return;
    chips = h('div', { class: 'c' });
    for (const o of q.options)
      chips.append(h('button', { type: 'button', text: o, onclick: () => void say(o) }));
    log.append(chips);
    scroll();
  }

  function render() {
    log.textContent = '';
    for (const text of opening) if (text) bubble(0, text);
    for (const [role, text, name] of saved.m) bubble(role, text, name);
    if (saved.d) stop(t.done);
    else offer(saved.m.length ? saved.m[saved.m.length - 1]![1] : opening[1]!);
  }

  async function say(raw: string) {
    const message = raw.trim();
    if (!message || busy || saved.d) return;
    const focused = (panel.getRootNode() as ShadowRoot).activeElement;
    busy = send.disabled = true;
    chips?.remove();
    input.value = '';
    const mine = bubble(1, message);
    const reply = bubble(0, '');
    reply.className = 'b t';
    said.textContent = t.typing;
    let text = '';
    const undo = (problem: string) => {
      mine.remove();
      reply.remove();
      input.value = message;
      note(problem);
    };
    try {
      const botProof = saved.c ? undefined : await proof(ctx);
      // Hidden values go with the first message only (the server keeps them with the conversation).
      const hidden = saved.c ? undefined : ctx.hidden;
      const res = await post(ctx, '/api/chat', {
        formId: f.id,
        conversationId: saved.c,
        message,
        botProof,
        hidden,
      });
      if (!res.ok) {
        const body = await errorBody(res);
        const problem = errorText(t, res.status, body);
        if (problem === t.expired) {
          saved = { m: [] };
          live = undefined;
          render();
        }
        undo(problem);
        if ((res.status === 403 && problem !== t.failed) || (res.status === 404 && problem !== t.expired))
          stop('');
        return;
      }
      saved.c = res.headers.get('x-conversation-id') ?? saved.c;
      goLive();
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        reply.className = 'b';
        reply.textContent = text;
        scroll();
      }
      text += decoder.decode();
      // While a person has the conversation the interviewer is silent: an empty answer, no bubble.
      if (!text) {
        reply.remove();
        said.textContent = '';
        saved.m.push([1, message]);
        return;
      }
      reply.className = 'b';
      reply.textContent = text;
      saved.m.push([1, message], [0, text]);
      said.textContent = text;
      // The server sends exactly the goodbye message when the conversation completes.
      const completed =
        res.headers.get('x-conversation-status') === 'COMPLETED' || text.trim() === f.goodbyeMessage.trim();
      if (completed) {
        saved.d = 1;
        stop(t.done);
        ctx.completed(saved.c ?? null, res.headers.get('x-redirect-url'));
      } else offer(text);
    } catch {
      if (text) {
        saved.m.push([1, message], [0, text]);
        note(t.failed);
      } else undo(t.failed);
    } finally {
      busy = false;
      if (!saved.d && !input.disabled) {
        send.disabled = false;
        if (focused) input.focus();
      }
      session.set(key, saved);
    }
  }

  function goLive() {
    const hooks: LiveHooks = {
      id: saved.c!,
      busy: () => busy,
      last: () => saved.m[saved.m.length - 1],
      add(role, text, name) {
        bubble(role, text, name);
        saved.m.push([role, text, name]);
        session.set(key, saved);
        said.textContent = name ? `${name}: ${text}` : text;
        if (!role) offer(text);
      },
      ask,
      panel,
    };
    live ??= import(`${ctx.base}/api/widget/live.js`).then(
      (m: { live(ctx: Ctx, k: LiveHooks): void }) => m.live(ctx, hooks),
      () => (live = undefined),
    );
  }

  render();
  if (lazy)
    import(`${ctx.base}/api/widget/logic.js`).then(
      (m: { firstQuestion(ctx: Ctx): Question | undefined }) => {
        first(m.firstQuestion(ctx));
        render();
      },
      () => {},
    );
  if (saved.c) goLive();
  return () => (input.disabled ? log.focus() : input.focus());
}

/** The entry the widget script imports (GET /api/widget/chat.js). */
export { mountChat as mount };
