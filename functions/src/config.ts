/**
 * Configuration, read from the environment once, at module load, by the module that needs it.
 * A missing required value fails at start with a message that names it (CONVENTIONS habit 4).
 * Only endpoint URLs and credentials differ between the local runtime and AWS.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const requireEnv = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') {
    throw new ConfigError(`Missing required setting ${name}: set it in the environment.`);
  }
  return value;
};

export const optionalEnv = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
};

/** AWS region (the local runtime sets a dummy one). */
export const awsRegion = (): string => optionalEnv('AWS_REGION') ?? requireEnv('AWS_DEFAULT_REGION');
