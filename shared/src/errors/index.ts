export * from './error-body';
export * from './error-code';
export { DOMAIN_ERROR_TEXTS, ERROR_TEXTS, GENERIC_ERROR_TEXTS, RULE_ERROR_TEXTS } from './error-texts';
export * from './rule-codes';
export { waitInWords } from './wait-in-words';
