/**
 * The error of a missing or invalid setting (config.ts), in a module of its own so that the
 * parsers config.ts runs (services/rate-limit-settings.ts) can throw it without importing config.
 * It lists every problem found at once; `problems` holds them one by one, each naming its setting.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(
      list.length === 1
        ? (list[0] ?? '')
        : `${list.length} settings are missing or invalid:\n${list.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.problems = list;
  }
}
