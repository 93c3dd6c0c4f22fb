/**
 * SES v2 in the local AWS gateway: the IAM checks of the REST requests the product makes (sending
 * needs ses:SendEmail on the sending domain's identity and on the configuration set it names;
 * the suppression-list calls are account-level), and the errors the SDK gets back.
 */
import type { AccessCheck } from './iam';

interface SendEmailRequest {
  FromEmailAddress?: string;
  ConfigurationSetName?: string;
  Content?: { Raw?: { Data?: string } };
}

const ACCOUNT_ROUTES: { method: string; path: RegExp; action: string }[] = [
  {
    method: 'GET',
    path: /^\/v2\/email\/suppression\/addresses\/[^/]+$/,
    action: 'ses:GetSuppressedDestination',
  },
  {
    method: 'DELETE',
    path: /^\/v2\/email\/suppression\/addresses\/[^/]+$/,
    action: 'ses:DeleteSuppressedDestination',
  },
  { method: 'PUT', path: /^\/v2\/email\/suppression\/addresses$/, action: 'ses:PutSuppressedDestination' },
  { method: 'GET', path: /^\/v2\/email\/suppression\/addresses$/, action: 'ses:ListSuppressedDestinations' },
  { method: 'GET', path: /^\/v2\/email\/account$/, action: 'ses:GetAccount' },
];

export const isSendEmail = (method: string, path: string): boolean =>
  method === 'POST' && path === '/v2/email/outbound-emails';

/** The domain of the sender: `FromEmailAddress` ("Name <a@b>" or "a@b"), else the raw message's From header. */
export const senderDomainOf = (request: SendEmailRequest): string | undefined => {
  let from = request.FromEmailAddress;
  if (!from && request.Content?.Raw?.Data) {
    const head =
      Buffer.from(request.Content.Raw.Data, 'base64')
        .toString('utf8')
        .split(/\r?\n\r?\n/)[0] ?? '';
    from = /^from:\s*(.+)$/im.exec(head)?.[1];
  }
  const address = from?.match(/<([^>]+)>/)?.[1] ?? from;
  const at = address?.lastIndexOf('@') ?? -1;
  return at >= 0
    ? address!
        .slice(at + 1)
        .trim()
        .toLowerCase()
    : undefined;
};

/** The IAM checks of an SES v2 request, or undefined when the gateway does not model it. */
export const sesAccessChecks = (
  method: string,
  path: string,
  body: Buffer,
  where: { region: string; accountId: string },
): AccessCheck[] | undefined => {
  const arn = (resource: string) => `arn:aws:ses:${where.region}:${where.accountId}:${resource}`;
  if (isSendEmail(method, path)) {
    let request: SendEmailRequest = {};
    try {
      request = JSON.parse(body.toString('utf8')) as SendEmailRequest;
    } catch {
      // an unreadable body is the stand-in's to refuse; the identity is then unknown
    }
    const checks = [{ action: 'ses:SendEmail', resource: arn(`identity/${senderDomainOf(request) ?? ''}`) }];
    if (request.ConfigurationSetName) {
      checks.push({
        action: 'ses:SendEmail',
        resource: arn(`configuration-set/${request.ConfigurationSetName}`),
      });
    }
    return checks;
  }
  const route = ACCOUNT_ROUTES.find((candidate) => candidate.method === method && candidate.path.test(path));
  return route ? [{ action: route.action, resource: '*' }] : undefined;
};

/** An SES v2 error as the REST-JSON protocol carries it (the SDK names it after x-amzn-ErrorType). */
export const sesError = (status: number, type: string, message: string, requestId: string) => ({
  status,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': type, 'x-amzn-requestid': requestId },
  body: JSON.stringify({ message }),
});
