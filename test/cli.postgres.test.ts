import { describeCharlaUser } from './helpers/cli-user-suite';

// The CLI on PostgreSQL (DATABASE_URL), when the run has one (TEST_DATABASE_URL): test/helpers/cli-user-suite.ts.
describeCharlaUser({
  name: 'PostgreSQL (DATABASE_URL)',
  kind: 'postgres',
  skip: !process.env.TEST_DATABASE_URL,
});
