/**
 * The origin the script-tag bundle was loaded from (set once by the entry, from `import.meta.url`):
 * the API and the legal pages live there unless a widget's `api` attribute says otherwise.
 */
let origin = '';

export const setScriptOrigin = (value: string): void => {
  origin = value;
};

export const scriptOrigin = (): string => origin;
