/**
 * The error codes the widgets translate: those the endpoints they send to declare in the contract
 * (the sign-up and the group join). Each language's `signUp.serverMessages` is a record over exactly
 * these codes, so a code the contract adds to those endpoints does not compile until en, ua and pl
 * word it. Generic and rule codes are not in it: the widgets check their forms with the shared rules
 * first and show the API's English `message` for anything else (ADR 0015) — the widget's byte budget
 * has no room for the whole table.
 */
import type { contract, DeclaredErrorCodeOf } from '@plie/shared';

export type WidgetErrorCode = DeclaredErrorCodeOf<
  typeof contract.attendance.create | typeof contract.groups.join
>;
