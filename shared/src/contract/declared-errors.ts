/**
 * Whether an endpoint may answer an error code: the generic and rule codes are implied for every
 * endpoint, the domain codes must be in its `errors` (endpoint.ts). The dispatcher's test hook
 * asks this of every error it answers (ADR 0015).
 */
import { GENERIC_ERROR_TEXTS, RULE_ERROR_TEXTS } from '../errors/error-texts';
import type { EndpointDefinition } from './endpoint';

export const mayAnswerError = (endpoint: Pick<EndpointDefinition, 'errors'>, code: string): boolean =>
  Object.hasOwn(GENERIC_ERROR_TEXTS, code) ||
  Object.hasOwn(RULE_ERROR_TEXTS, code) ||
  (endpoint.errors ?? []).some((declared) => declared === code);
