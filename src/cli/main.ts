import { run } from './run';
import type { Io } from './user';

const io: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  note: (line) => process.stderr.write(`${line}\n`),
};
const code = await run(process.argv.slice(2), process.env, io);
// Exit explicitly: a database driver's idle timer must not keep a finished command alive.
process.exit(code);
