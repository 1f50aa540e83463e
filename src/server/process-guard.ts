interface Logger {
  error(obj: object, msg: string): void;
}

const counts = { unhandledRejections: 0, uncaughtExceptions: 0 };
let installed = false;

/**
 * The last resort: a promise rejection nobody handled, or an exception thrown outside any request, is a
 * bug, and it is logged and counted (`charla_process_faults_total` on /metrics) instead of ending the
 * process. Every job and connection handles its own errors; this only catches what slipped through.
 */
export function installProcessGuard(log: Logger) {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    counts.unhandledRejections += 1;
    log.error(
      { err: reason, fault: 'unhandledRejection' },
      'unhandled promise rejection (a bug; kept running)',
    );
  });
  process.on('uncaughtException', (err) => {
    counts.uncaughtExceptions += 1;
    log.error({ err, fault: 'uncaughtException' }, 'uncaught exception (a bug; kept running)');
  });
}

/** How many faults the guard caught in this process. */
export function processFaults(): Readonly<typeof counts> {
  return counts;
}
