/**
 * Who is calling: a valid bearer token whose user still exists with the same token version
 * (a password change or deletion bumps it). Role and e-mail confirmation are read from the user
 * record, so they are never stale; an unconfirmed listed admin acts as a plain user. Anything
 * invalid is simply "nobody" (the dispatcher answers 401 where a user is needed). A dependency
 * that fails meanwhile (the table, the public keys' secret) is thrown, never read as "nobody": the
 * dispatcher answers 503, where "nobody" would have been a 401 or a 403 nobody retries. Functions
 * without a table (locations, meta) never call this (`identifiesCaller: false`).
 *
 * A signed-in request counts as the account's activity (accounts/activity.ts).
 *
 * The accounts domain's knowledge (who a token names), so it lives here rather than in services/,
 * which import no domain (ADR 0012).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthUser } from '../../http/handler';
import { now } from '../../services/clock';
import { isDependencyFailure } from '../../services/dependency-failure';
import { verifyAccessToken } from '../../services/tokens';
import { effectiveRole, isConfirmedAccount } from './account-standing';
import { noteActivity } from './activity';
import { getUserById } from './user-repository';

export const bearerToken = (event: APIGatewayProxyEventV2): string | undefined => {
  const header = event.headers?.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

export const authenticate = async (event: APIGatewayProxyEventV2): Promise<AuthUser | undefined> => {
  const token = bearerToken(event);
  if (!token) return undefined;
  const claims = await verifyAccessToken(token).catch((error: unknown) => {
    if (isDependencyFailure(error)) throw error;
    return undefined;
  });
  if (!claims) return undefined;
  const user = await getUserById(claims.sub);
  if (!user || user.tokenVersion !== claims.ver) return undefined;
  // Activity, at most once a day (the inactive-accounts job reads it); never this request's failure.
  await noteActivity(user, now());
  // The one place the caller's standing is decided: `isEmailConfirmed` is "confirmed" as the
  // 'confirmed' routes mean it (a Google account completes its sign-up first), and the admin role
  // counts only on a confirmed account, so no check downstream can forget either.
  // What a booking for oneself needs rides along: the sign-up does not read the user item again.
  return {
    id: user.id,
    role: effectiveRole(user),
    isEmailConfirmed: isConfirmedAccount(user),
    account: {
      name: user.name,
      username: user.username,
      email: user.email,
      photo: user.photo,
      language: user.language,
    },
  };
};
