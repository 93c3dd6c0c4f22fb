/**
 * IAM for the local AWS gateway: evaluates a role's identity policies (as the synthesized template
 * states them) for each action/resource a request needs, with `@cloud-copilot/iam-simulate`, and
 * words a refusal the way AWS does. Decisions are cached per role, so a repeated call costs a map
 * lookup; condition context is part of the cache key only for roles whose policies have conditions.
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';

export interface PolicyDocument {
  Version?: string;
  Statement: unknown[];
}

export interface LocalRole {
  /** e.g. "plie-auth": used as role and session name in denial messages, as Lambda does. */
  name: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The role's identity policies (inline + managed, already resolved). */
  policies: PolicyDocument[];
}

/** One action on one resource that a request needs, with the condition keys AWS would supply. */
export interface AccessCheck {
  action: string;
  resource: string;
  context?: Record<string, string | string[]>;
}

export interface Denial {
  role: string;
  action: string;
  resource: string;
  message: string;
}

type Decision = { allowed: true } | { allowed: false; because: string };

/** Past this many cached decisions for one role the cache starts over (bounds memory with varied keys). */
const MAX_CACHED_DECISIONS_PER_ROLE = 50_000;

const hasConditions = (policies: PolicyDocument[]): boolean =>
  policies.some((policy) =>
    (Array.isArray(policy.Statement) ? policy.Statement : [policy.Statement]).some(
      (statement) => typeof statement === 'object' && statement !== null && 'Condition' in statement,
    ),
  );

export const principalArnOf = (accountId: string, role: LocalRole): string =>
  `arn:aws:sts::${accountId}:assumed-role/${role.name}/${role.name}`;

/** The message AWS gives when an identity policy does not allow (or explicitly denies) an action. */
export const denialMessage = (
  accountId: string,
  role: LocalRole,
  check: AccessCheck,
  because: string,
): string =>
  `User: ${principalArnOf(accountId, role)} is not authorized to perform: ${check.action} on resource: ${check.resource} ${because}`;

export class PolicyEnforcer {
  private readonly decisions = new Map<LocalRole, Map<string, Promise<Decision>>>();
  private readonly conditional = new Map<LocalRole, boolean>();

  constructor(private readonly accountId: string) {}

  /** The first check the role is not allowed, as a denial; undefined when every check is allowed. */
  async firstDenial(role: LocalRole, checks: AccessCheck[]): Promise<Denial | undefined> {
    const decisions = await Promise.all(checks.map((check) => this.decide(role, check)));
    const index = decisions.findIndex((decision) => !decision.allowed);
    if (index < 0) return undefined;
    const check = checks[index]!;
    const decision = decisions[index] as { allowed: false; because: string };
    return {
      role: role.name,
      action: check.action,
      resource: check.resource,
      message: denialMessage(this.accountId, role, check, decision.because),
    };
  }

  private decide(role: LocalRole, check: AccessCheck): Promise<Decision> {
    let cache = this.decisions.get(role);
    if (!cache || cache.size > MAX_CACHED_DECISIONS_PER_ROLE) {
      cache = new Map();
      this.decisions.set(role, cache);
    }
    let conditional = this.conditional.get(role);
    if (conditional === undefined) {
      conditional = hasConditions(role.policies);
      this.conditional.set(role, conditional);
    }
    const key = `${check.action}\n${check.resource}${conditional ? `\n${JSON.stringify(check.context ?? {})}` : ''}`;
    let decision = cache.get(key);
    if (!decision) {
      decision = this.simulate(role, check);
      cache.set(key, decision);
    }
    return decision;
  }

  private async simulate(role: LocalRole, check: AccessCheck): Promise<Decision> {
    const result = await runSimulation(
      {
        request: {
          principal: principalArnOf(this.accountId, role),
          action: check.action,
          resource: { resource: check.resource, accountId: this.accountId },
          contextVariables: check.context ?? {},
        },
        identityPolicies: role.policies.map((policy, index) => ({
          name: `${role.name}-policy-${index}`,
          policy,
        })),
        serviceControlPolicies: [],
        resourceControlPolicies: [],
      },
      {},
    );
    if (result.resultType === 'error') {
      return {
        allowed: false,
        because: `because the local AWS gateway could not evaluate the policy (${result.errors.message}: ${JSON.stringify(result.errors)})`,
      };
    }
    if (result.overallResult === 'Allowed') return { allowed: true };
    if (result.overallResult === 'ExplicitlyDenied') {
      return { allowed: false, because: 'with an explicit deny in an identity-based policy' };
    }
    return { allowed: false, because: `because no identity-based policy allows the ${check.action} action` };
  }
}
