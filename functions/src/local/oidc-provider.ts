/**
 * The local stand-in for "Sign in with Google": a real OpenID Connect provider (`oidc-provider`)
 * on this machine, so the same code-flow-with-PKCE code runs in tests and in the local runtime
 * as in AWS (where the issuer is Google). Its sign-in page accepts any e-mail as the login and
 * answers it as a verified e-mail, like a Google account.
 */
import type { Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

const nameOf = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

export const startLocalOidcProvider = async (options: {
  port: number;
  redirectUris: string[];
}): Promise<LocalOidcProvider> => {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'plie-local';
  const clientSecret = 'plie-local-secret';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'local-google', alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: false,
    findAccount: (_: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id.toLowerCase(), email_verified: true, name: nameOf(id) }),
    }),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
