/**
 * Matches a method + path against the contract's endpoints. A static segment beats a
 * `{param}` one at the same position, so `/api/studio/invites` wins over `/api/studio/{id}`.
 */
import { type NamedEndpoint, pathParamNames } from '@plie/shared';

interface CompiledRoute {
  endpoint: NamedEndpoint;
  pattern: RegExp;
  paramNames: string[];
  /** One digit per segment, 1 for static, 0 for a param: higher sorts first. */
  specificity: string;
}

export type RouteMatch =
  | { kind: 'matched'; endpoint: NamedEndpoint; params: Record<string, string> }
  | { kind: 'methodNotAllowed'; allowed: string[] }
  | { kind: 'notFound' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compile = (endpoint: NamedEndpoint): CompiledRoute => {
  const segments = endpoint.path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '([^/]+)' : escapeRegExp(segment)))
    .join('/');
  return {
    endpoint,
    pattern: new RegExp(`^/${pattern}/?$`),
    paramNames: pathParamNames(endpoint.path),
    specificity: segments.map((segment) => (segment.startsWith('{') ? '0' : '1')).join(''),
  };
};

export const createRouter = (endpoints: readonly NamedEndpoint[]) => {
  const routes = endpoints
    .map(compile)
    .sort((a, b) => (a.specificity < b.specificity ? 1 : a.specificity > b.specificity ? -1 : 0));

  return (method: string, path: string): RouteMatch => {
    const allowed: string[] = [];
    for (const route of routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.endpoint.method !== method) {
        allowed.push(route.endpoint.method);
        continue;
      }
      const params: Record<string, string> = {};
      let decodable = true;
      route.paramNames.forEach((name, index) => {
        try {
          params[name] = decodeURIComponent(found[index + 1] ?? '');
        } catch {
          decodable = false;
        }
      });
      if (!decodable) return { kind: 'notFound' };
      return { kind: 'matched', endpoint: route.endpoint, params };
    }
    return allowed.length ? { kind: 'methodNotAllowed', allowed } : { kind: 'notFound' };
  };
};
