import { VERSION } from '../server/version';
import { CliError, parseArgs } from './args';
import { backupCommands } from './backup';
import { countersCommands } from './counters';
import { type Io, type Prepared, userCommands } from './user';

export const HELP = `charla: manage a Charla instance's accounts, counters and embedded database from the shell

Usage:
  charla user create --email <email> --name <name> --password <password> [--plan FREE|PRO|BUSINESS]
      Create an account that signs in with that password (at least 8 characters).
      Without --plan it gets DEFAULT_PLAN. Prints the new user's id.
  charla user set-plan <email> <FREE|PRO|BUSINESS> [--status ACTIVE|PAST_DUE|CANCELED]
      Change a user's plan, and optionally its subscription status. Prints the result.
  charla user api-key <email>
      Generate a new API key (the previous one stops working at once). Prints the key; it is shown only once.
  charla counters rebuild
      Recompute the conversation counters (list totals, dashboard figures, analytics) from the conversations
      themselves. A repair: they are kept in the same transaction as every change. Prints what was off.
      Views and opens cannot be recounted (only the widget's events record them): they are kept.
  charla backup <file>
      Write a backup of the embedded database (a .tar.gz) to <file>, while the server runs or not: a running
      server makes it (charla reaches it through DATA_DIR/charla.control.json). Prints the file's path.
  charla restore <file>
      Replace the embedded database by the backup in <file>, with the server stopped. The database it replaces
      is kept beside it (DATA_DIR/db.before-restore-…). Pending migrations are applied.
  charla --version
      Print Charla's version.
  charla help
      Show this help.

It reads the server's configuration from the environment: DATABASE_URL (PostgreSQL, usable while servers
run), or the embedded database in DATA_DIR (default ./data), which only one process can open: stop the
server first, or use the admin API while it runs (ADMIN_TOKEN). Pending migrations are applied.
Errors print one line and exit with status 1.`;

/** Runs one invocation; returns the exit status. */
export async function run(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  try {
    if (argv[0] === '--version' || argv[0] === '-v' || argv[0] === 'version') {
      io.out(VERSION);
      return 0;
    }
    const args = parseArgs(argv);
    const [group, command, ...rest] = args.positionals;
    if (args.help || group === undefined || group === 'help') {
      io.out(HELP);
      return 0;
    }
    const runBackup = Object.hasOwn(backupCommands, group) ? backupCommands[group] : undefined;
    if (runBackup) {
      await runBackup({ ...args, positionals: args.positionals.slice(1) }, env, io);
      return 0;
    }
    const groups: Record<string, [Record<string, (a: typeof args) => Prepared>, string]> = {
      user: [userCommands, 'create|set-plan|api-key'],
      counters: [countersCommands, 'rebuild'],
    };
    const found = Object.hasOwn(groups, group) ? groups[group] : undefined;
    if (!found) throw new CliError(`Unknown command ${JSON.stringify(group)} (see charla help)`);
    const [commands, names] = found;
    if (command === undefined)
      throw new CliError(`Missing command: charla ${group} ${names} (see charla help)`);
    const make = Object.hasOwn(commands, command) ? commands[command] : undefined;
    if (!make) throw new CliError(`Unknown command "${group} ${command}" (see charla help)`);
    // Arguments are checked before the database is opened: a typo costs nothing and changes nothing.
    const prepared = make({ ...args, positionals: rest });
    // Loaded only now: the server's modules (database, better-auth) take a while to import.
    const { openInstance } = await import('./instance');
    const instance = await openInstance(env);
    try {
      await prepared(instance, io);
    } finally {
      await instance.close();
    }
    return 0;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    io.note(`charla: ${message.replace(/\s*\n\s*/g, ' ')}`);
    return 1;
  }
}
