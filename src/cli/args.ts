/** A mistake in what the operator typed or asked for: printed as one line, exit code 1. */
export class CliError extends Error {}

export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string>;
  help: boolean;
}

/**
 * Splits argv into positionals and `--name value` / `--name=value` options. `--help` and `-h` may appear
 * anywhere; `--` ends option parsing. Which options a command accepts is checked by `take`.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      if (arg.startsWith('-') && arg.length > 1) throw new CliError(`Unknown option ${arg}`);
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (!name) throw new CliError(`Malformed option ${arg}`);
    if (value === undefined || value === '') throw new CliError(`Option --${name} needs a value`);
    if (options.has(name)) throw new CliError(`Option --${name} is given twice`);
    options.set(name, value);
  }
  return { positionals, options, help };
}

/** Checks a command's options and positionals: only the known options, exactly the named positionals. */
export function take<P extends string = never, R extends string = never, O extends string = never>(
  command: string,
  args: ParsedArgs,
  spec: { positionals?: readonly P[]; required?: readonly R[]; optional?: readonly O[] },
): { [K in P | R]: string } & { [K in O]?: string } {
  const positionals: readonly string[] = spec.positionals ?? [];
  const known = new Set<string>([...(spec.required ?? []), ...(spec.optional ?? [])]);
  for (const name of args.options.keys()) {
    if (!known.has(name)) throw new CliError(`Unknown option --${name} for charla ${command}`);
  }
  const usage = `charla ${command}${positionals.map((p) => ` <${p}>`).join('')}`;
  if (args.positionals.length < positionals.length) {
    throw new CliError(`Missing <${positionals[args.positionals.length]}>: usage ${usage}`);
  }
  if (args.positionals.length > positionals.length) {
    throw new CliError(
      `Unexpected argument ${JSON.stringify(args.positionals[positionals.length])}: usage ${usage}`,
    );
  }
  for (const name of spec.required ?? []) {
    if (!args.options.has(name)) throw new CliError(`Missing option --${name} for charla ${command}`);
  }
  const out: Record<string, string> = Object.fromEntries(args.options);
  positionals.forEach((p, i) => {
    out[p] = args.positionals[i]!;
  });
  return out as { [K in P | R]: string } & { [K in O]?: string };
}
