import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateFormBody, formContentIssues } from '../src/contract/forms';
import { GeneratedForm } from '../src/contract/generator';
import { detectBrand, detectBusinessKind, generateLocalForm } from '../src/server/generator/local';
import { extractPage } from '../src/server/generator/page';
import { createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { type FakeLlm, startFakeLlm } from './helpers/fake-llm';

const PAGE = `<!doctype html><html><head><title>Inicio | Clínica Dental Sonrisa</title>
<meta name="description" content="Clínica dental en Madrid: ortodoncia, implantes y limpiezas.">
<style>body{color:red}</style><script>window.secret = "do not read";</script></head>
<body><nav>Inicio Servicios Contacto</nav><h1>Tu dentista de confianza</h1>
<p>Pide cita para una revisión o un tratamiento de ortodoncia.</p><footer>© 2026 footer text</footer></body></html>`;

let t: TestApp;
let user: TestUser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/moved') res.writeHead(301, { location: '/' }).end();
    else if (req.url === '/image') res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    else if (req.url === '/gone') res.writeHead(404).end('nope');
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  user = await makeUser(t);
});
afterAll(async () => {
  await t.close();
  site.closeAllConnections();
  await new Promise<void>((r) => site.close(() => r()));
});

const generate = (app: TestApp, payload: unknown, headers: Record<string, string> = user.auth) =>
  app.app.inject({ method: 'POST', url: '/api/forms/generate', headers, payload: payload as object });

/** The generated form must be accepted by POST /api/forms as is. */
async function expectPostable(app: TestApp, form: unknown) {
  expect(CreateFormBody.safeParse(form).success).toBe(true);
  const owner = await makeUser(app); // a fresh owner each time: the FREE plan caps forms
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: owner.auth,
    payload: form as object,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('POST /api/forms/generate (local provider)', () => {
  it('builds a Spanish booking form from a description, accepted by POST /api/forms', async () => {
    const res = await generate(t, {
      description: 'La Trattoria es un restaurante italiano en Valencia con terraza y menú del día.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = GeneratedForm.parse(res.json());
    expect(form).toMatchObject({ language: 'ES', formType: 'CONVERSATIONAL', tone: 'FRIENDLY' });
    expect(form.name).toContain('La Trattoria');
    const types = form.questions.map((q) => q.type);
    expect(types).toEqual(expect.arrayContaining(['text', 'phone', 'date', 'number', 'select', 'email']));
    expect(form.questions.map((q) => q.order)).toEqual(form.questions.map((_, i) => i + 1));
    expect(form.questions[0]!.text).toBe('¿Cómo te llamas?');
    await expectPostable(t, form);
  });

  it('asks what the description names, with fitting types, and says it is a template draft', async () => {
    const res = await generate(t, {
      description:
        'Yoga studio in Seville. We want to ask for the class type: vinyasa, hatha or prenatal, the group size and a monthly budget.',
      language: 'EN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = GeneratedForm.parse(res.json());
    expect(form.generatedBy).toBe('template');
    expect(form.questions.map((q) => [q.type, q.options ?? null])).toEqual([
      ['text', null],
      ['email', null],
      ['select', ['Vinyasa', 'Hatha', 'Prenatal']],
      ['number', null],
      ['number', null],
    ]);
    expect(form.questions.map((q) => q.text).slice(3)).toEqual([
      'How many people are in your group?',
      'What is your monthly budget?',
    ]);
    // The gym's template ("Lose weight / Build muscle") is nowhere.
    expect(JSON.stringify(form)).not.toMatch(/Lose weight|Build muscle/);
    await expectPostable(t, form);
  });

  it('knows a bike workshop and a cake shop, and lists several choices as a multiselect', async () => {
    const bike = GeneratedForm.parse(
      (
        await generate(t, {
          description: 'Taller de bicis en Bilbao: reparamos bicis de carretera y de montaña.',
        })
      ).json(),
    );
    expect(bike.questions.map((q) => q.type)).toEqual([
      'text',
      'phone',
      'select',
      'longtext',
      'date',
      'email',
    ]);
    expect(bike.questions[4]!.validation).toEqual({ min: 'today' });
    const cake = GeneratedForm.parse(
      (
        await generate(t, {
          description: 'Cake shop making birthday and wedding cakes to order.',
          language: 'EN',
        })
      ).json(),
    );
    expect(cake.questions.map((q) => q.text)).toContain('How many servings do you need?');
    expect(cake.questions.find((q) => q.type === 'select')?.options).toContain('Wedding');
    const agency = GeneratedForm.parse(
      (
        await generate(t, {
          description:
            'Web agency. Ask which services they need (one or more): design, SEO, ads or hosting; their website and budget.',
          language: 'EN',
        })
      ).json(),
    );
    expect(agency.questions.slice(2).map((q) => [q.type, q.options ?? null])).toEqual([
      ['multiselect', ['Design', 'SEO', 'Ads', 'Hosting']],
      ['url', null],
      ['number', null],
    ]);
    for (const form of [bike, cake, agency]) await expectPostable(t, form);
  });

  it('builds an English form when asked', async () => {
    const res = await generate(t, {
      description: 'We are a law firm specialised in divorce and employment lawsuits.',
      language: 'EN',
    });
    expect(res.statusCode).toBe(200);
    const form = res.json() as GeneratedForm;
    expect(form).toMatchObject({ language: 'EN', tone: 'FORMAL' });
    expect(form.questions.find((q) => q.type === 'select')?.options).toContain('Employment');
    expect(JSON.stringify(form)).not.toMatch(/¿|usted|Gracias/);
    await expectPostable(t, form);
  });

  it('analyses a URL served on 127.0.0.1 when WEBHOOK_ALLOW_PRIVATE is on, following a redirect', async () => {
    const res = await generate(t, { url: `${siteUrl}/moved`, language: 'ES' });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json() as GeneratedForm;
    expect(form.name).toContain('Clínica Dental Sonrisa');
    expect(form.businessDescription).toContain('Clínica dental en Madrid');
    expect(form.questions.some((q) => q.type === 'date')).toBe(true);
    await expectPostable(t, form);
  });

  it('answers 500 when the URL cannot be analysed', async () => {
    for (const path of ['/image', '/gone']) {
      const res = await generate(t, { url: `${siteUrl}${path}` });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Failed to generate form');
    }
  });
});

describe('POST /api/forms/generate errors and security', () => {
  it('requires description or url with the exact message', async () => {
    for (const payload of [{}, { language: 'EN' }, { description: '   ', url: '' }]) {
      const res = await generate(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Either description or url is required');
    }
  });

  it('answers 400 Invalid data for a bad body or a non-http URL', async () => {
    for (const payload of [
      { description: 42 },
      { description: 'x', language: 'FR' },
      { url: 'ftp://example.com/' },
    ]) {
      const res = await generate(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid data');
    }
  });

  it('answers 401 without authentication', async () => {
    const res = await generate(t, { description: 'Una panadería' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Unauthorized');
  });

  it('answers 400 Invalid data naming the URL for hosts that do not resolve or are refused, as webhooks do', async () => {
    const strict = await createTestApp({ database: t.database });
    try {
      for (const url of ['http://localhost./', 'http://metadata.google.internal/', 'http:///x']) {
        const res = await generate(strict, { url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'Invalid data',
          details: [{ path: 'body.url', message: expect.stringContaining(url) }],
        });
      }
    } finally {
      await strict.close();
    }
  });

  it('refuses private and loopback URLs unless WEBHOOK_ALLOW_PRIVATE', async () => {
    const strict = await createTestApp({ database: t.database });
    try {
      const port = (site.address() as AddressInfo).port;
      for (const url of [
        `${siteUrl}/`,
        `http://localhost:${port}/`,
        `http://2130706433:${port}/`,
        'http://169.254.169.254/latest/',
      ]) {
        const res = await generate(strict, { url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toBe('Invalid data');
        expect(JSON.stringify(res.json().details)).toContain('not allowed');
      }
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/forms/generate (AI provider)', () => {
  let llm: FakeLlm;
  let ai: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm();
    ai = await createTestApp({
      database: t.database,
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: llm.url,
        AI_MODEL: 'x',
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    });
  });
  afterAll(async () => {
    await ai.close();
    await llm.close();
  });

  const aiForm = {
    name: 'Reservas La Trattoria',
    businessDescription: 'Restaurante italiano en Valencia.',
    objective: 'Conseguir reservas.',
    welcomeMessage: '¡Hola! Te ayudo a reservar.',
    goodbyeMessage: '¡Gracias!',
    tone: 'FRIENDLY',
    questions: [
      { text: '¿Cómo te llamas?', type: 'text', required: true, options: null },
      { text: '¿Cuál es tu email?', type: 'email', required: true, options: ['ignored'] },
      { text: '¿Comida o cena?', type: 'select', required: true, options: ['Comida', 'Cena'] },
    ],
  };

  it('returns the model’s form, normalised and postable', async () => {
    llm.options.json = aiForm;
    const res = await generate(ai, { description: 'Restaurante italiano', url: `${siteUrl}/` });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json() as GeneratedForm;
    expect(form).toMatchObject({
      name: 'Reservas La Trattoria',
      language: 'ES',
      formType: 'CONVERSATIONAL',
      generatedBy: 'model',
    });
    expect(form.questions.map((q) => q.order)).toEqual([1, 2, 3]);
    expect(form.questions[1]).not.toHaveProperty('options');
    const sent = JSON.stringify(llm.requests.at(-1)!.body.messages);
    expect(sent).toContain('Restaurante italiano');
    expect(sent).toContain('Tu dentista de confianza');
    expect(sent).not.toContain('do not read');
    await expectPostable(ai, form);
  });

  it('lets the model use the third round’s types, options only where they belong', async () => {
    llm.options.json = {
      ...aiForm,
      questions: [
        { text: 'Nombre', type: 'text', required: true, options: null },
        { text: '¿Qué servicios?', type: 'multiselect', required: true, options: ['Diseño', ' SEO '] },
        { text: '¿Tienes web?', type: 'yesno', required: true, options: ['Sí', 'No'] },
        { text: '¿Cuál?', type: 'url', required: false, options: null },
        { text: 'Valóranos', type: 'rating', required: false, options: null },
        { text: 'Cuéntanos más', type: 'longtext', required: false, options: null },
      ],
    };
    const res = await generate(ai, { description: 'Agencia web' });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json() as GeneratedForm;
    expect(form.questions.map((q) => [q.type, q.options ?? null])).toEqual([
      ['text', null],
      ['multiselect', ['Diseño', 'SEO']],
      ['yesno', null],
      ['url', null],
      ['rating', null],
      ['longtext', null],
    ]);
    // The model is told about them.
    expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).toContain('multiselect');
    await expectPostable(ai, form);
  });

  it('answers 500 Failed to generate form on garbage, an invalid structure or a provider error', async () => {
    const cases: (() => void)[] = [
      () => {
        llm.options.reply = 'I am sorry, I cannot do that.';
      },
      () => {
        delete llm.options.reply;
        llm.options.json = { ...aiForm, questions: [] };
      },
      () => {
        llm.options.json = {
          ...aiForm,
          questions: [{ text: 'Pick', type: 'select', required: true, options: [] }],
        };
      },
      () => {
        llm.options.status = 500;
      },
    ];
    for (const setUp of cases) {
      setUp();
      const res = await generate(ai, { description: 'Restaurante italiano' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('Failed to generate form');
    }
  });
});

describe('local generator units', () => {
  it('detects business kinds in both languages', () => {
    expect(detectBusinessKind('Somos una clínica dental con ortodoncia invisible')).toBe('clinic');
    expect(detectBusinessKind('Real estate agency selling apartments and homes')).toBe('realEstate');
    expect(detectBusinessKind('SaaS platform with API and CRM integrations')).toBe('software');
    expect(detectBusinessKind('Gimnasio con clases de yoga, pilates y crossfit')).toBe('gym');
    expect(detectBusinessKind('Academia de idiomas: cursos de inglés para alumnos de todas las edades')).toBe(
      'school',
    );
    expect(detectBusinessKind('Bufete de abogados especialista en herencias')).toBe('legal');
    expect(detectBusinessKind('Floristería artesanal')).toBe('generic');
    expect(detectBusinessKind('Pastelería: tartas por encargo')).toBe('bakery');
    expect(detectBusinessKind('Bike workshop for road bikes')).toBe('bikeShop');
    expect(detectBusinessKind('Estudio de yoga y meditación')).toBe('studio');
  });

  it('finds a brand in titles and descriptions', () => {
    expect(detectBrand(null, 'Home | Acme Analytics')).toBe('Acme Analytics');
    expect(detectBrand('Somos Pilates Sur, un estudio de barrio', null)).toBe('Pilates Sur');
    expect(detectBrand('Somos un estudio de barrio', null)).toBeNull();
  });

  it('always produces 3–7 valid, unique questions for every kind and language', () => {
    const samples = [
      'restaurante',
      'dentista',
      'abogado',
      'inmobiliaria',
      'gimnasio',
      'academia',
      'software',
      'tienda',
      'pastelería',
      'taller de bicis',
      'yoga',
    ];
    for (const description of samples)
      for (const language of ['ES', 'EN'] as const) {
        const form = generateLocalForm({ description, page: null, language });
        expect(form.questions.length).toBeGreaterThanOrEqual(3);
        expect(form.questions.length).toBeLessThanOrEqual(7);
        expect(CreateFormBody.safeParse(form).success).toBe(true);
        expect(formContentIssues(form)).toEqual([]);
        expect(form.questions.map((q) => q.type)).toEqual(expect.arrayContaining(['text', 'email']));
      }
  });

  it('reduces HTML to title, description and visible text', () => {
    const page = extractPage(PAGE, 'http://x/');
    expect(page.title).toBe('Inicio | Clínica Dental Sonrisa');
    expect(page.description).toContain('ortodoncia');
    expect(page.text).toContain('Tu dentista de confianza');
    expect(page.text).not.toMatch(/secret|color:red|footer text|Servicios/);
    expect(extractPage(`<p>${'a '.repeat(10_000)}</p>`, 'http://x/').text.length).toBeLessThanOrEqual(8000);
  });
});
