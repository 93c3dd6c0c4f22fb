/**
 * What a handler is: typed, validated input in; the contract's response (or a raw response such
 * as a redirect) out. Handlers throw the typed errors of `../errors.ts` and never catch.
 */
import type { EndpointDefinition, Language, PlieContract, ResponseOf, ValidatedInput } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The shared `Language`, also importable from here by the modules that take a `RequestContext`. */
export type { Language };

/** The caller, once their access token is verified. */
export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  isEmailConfirmed: boolean;
  /**
   * What the caller's user item holds that a booking for themselves needs, read with the token's
   * check (`accounts/authenticate`) so a sign-up does not read the user item again. Absent where a
   * caller is made up without the table (tests of the dispatcher, local seeding).
   */
  account?: CallerAccount | undefined;
}

/** The caller's own name, handle, e-mail, photo and e-mail language, as their user item holds them. */
export interface CallerAccount {
  name: string;
  username: string;
  email: string;
  photo?: string | undefined;
  language?: Language | undefined;
}

export interface RequestContext {
  /** Present when the request carried a valid access token. */
  user: AuthUser | undefined;
  /** The caller's language for anything the API writes (e-mails), from `Accept-Language`. */
  language: Language;
  event: APIGatewayProxyEventV2;
}

/** A response the handler shapes itself (redirects, documents with their own status). */
export class RawResponse {
  constructor(
    readonly statusCode: number,
    readonly headers: Record<string, string>,
    readonly body = '',
  ) {}

  static redirect(location: string): RawResponse {
    return new RawResponse(302, { location });
  }
}

export type Handler<E extends EndpointDefinition> = (
  input: ValidatedInput<E>,
  context: RequestContext,
) => Promise<ResponseOf<E> | RawResponse>;

/** The handlers of one contract group, each typed by its endpoint. */
export type GroupHandlers<G extends keyof PlieContract> = {
  [O in keyof PlieContract[G]]?: PlieContract[G][O] extends EndpointDefinition
    ? Handler<PlieContract[G][O]>
    : never;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry erases per-endpoint types
export type AnyHandler = (input: any, context: RequestContext) => Promise<unknown>;
/** Handlers by `group.operation` name. */
export type HandlerRegistry = Record<string, AnyHandler>;

/** Registers a group's handlers under their `group.operation` names. */
export const defineHandlers = <G extends keyof PlieContract>(
  group: G,
  handlers: GroupHandlers<G>,
): HandlerRegistry =>
  Object.fromEntries(
    Object.entries(handlers).map(([operation, handler]) => [
      `${String(group)}.${operation}`,
      handler as AnyHandler,
    ]),
  );
