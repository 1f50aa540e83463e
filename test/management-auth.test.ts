import { afterAll, beforeAll } from 'vitest';
import { createTestApp, formBody, makeForm, type TestApp, type TestUser } from './helpers/app';
import { describeManagementRoute } from './helpers/management-suite';
import { insertConversation } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const app = () => t;

const ownForm = async (tt: TestApp, owner: TestUser) => (await makeForm(tt, owner)).id;

describeManagementRoute(app, { method: 'GET', url: () => '/api/forms' });
describeManagementRoute(app, {
  method: 'POST',
  url: () => '/api/forms',
  body: () => formBody(),
  invalidBody: formBody({ name: '' }),
});
describeManagementRoute(app, {
  method: 'POST',
  url: () => '/api/forms/generate',
  body: () => ({
    description: 'A bike repair shop in Madrid that books repairs and sells used bikes.',
    language: 'EN',
  }),
  invalidBody: { description: 42, language: 'FR' },
});
describeManagementRoute(app, {
  method: 'GET',
  url: ({ id }) => `/api/forms/${id}`,
  resource: ownForm,
  foreignMessage: 'Form not found',
});
describeManagementRoute(app, {
  method: 'PUT',
  url: ({ id }) => `/api/forms/${id}`,
  resource: ownForm,
  body: () => ({ name: 'Renamed' }),
  invalidBody: { name: '' },
  foreignMessage: 'Form not found',
});
describeManagementRoute(app, {
  method: 'DELETE',
  url: ({ id }) => `/api/forms/${id}`,
  resource: ownForm,
  foreignMessage: 'Form not found',
});
describeManagementRoute(app, { method: 'GET', url: () => '/api/conversations' });
describeManagementRoute(app, {
  method: 'GET',
  url: ({ id }) => `/api/conversations/${id}`,
  resource: async (tt, owner) => {
    const form = await makeForm(tt, owner);
    return (await insertConversation(tt, { id: form.id, userId: owner.id })).id;
  },
  foreignStatus: 403,
  foreignMessage: 'Forbidden',
  missingMessage: 'Conversation not found',
});
describeManagementRoute(app, { method: 'GET', url: () => '/api/users/me' });
describeManagementRoute(app, {
  method: 'PUT',
  url: () => '/api/users/me',
  body: () => ({ name: 'New Name' }),
  invalidBody: { name: '' },
});
describeManagementRoute(app, { method: 'POST', url: () => '/api/users/me/api-key' });
describeManagementRoute(app, { method: 'GET', url: () => '/api/usage' });
describeManagementRoute(app, { method: 'GET', url: () => '/api/dashboard/stats' });
