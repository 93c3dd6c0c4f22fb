/**
 * What a username or a studio slug may be (spec §5; validation/username.ts): its pattern alone, with
 * no validation library, for the route table (web-routes.ts). That table is in the dashboard's
 * entry, which a phone evaluates before anything else (issue #18): it need not build the forms'
 * schemas first.
 */
import { USERNAME } from '../constants';

export const USERNAME_PATTERN = new RegExp(
  `^[A-Za-z][A-Za-z0-9_-]{${USERNAME.minLength - 1},${USERNAME.maxLength - 1}}$`,
);
