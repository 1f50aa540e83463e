import { type Config, ConfigError, loadConfig } from '../server/config';
import { CliError } from './args';

/** The server's configuration from the environment; a bad setting becomes the command's one-line error. */
export function loadCliConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(e.message);
    throw e;
  }
}
