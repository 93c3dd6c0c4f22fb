/**
 * `<GroupJoinForm>`: joining a lesson group (spec §2 "Join group", §5 "Group join"): the dancer's
 * fields of `<AttendanceSignUp>` plus the join-starting date (today at the latest); a guest accepts
 * the terms and privacy policy. A second press while one join is on its way does nothing. On success
 * the member is signed up for the group's classes and an e-mail carries the leave link; on failure
 * 'Failed to join the group' with the server's reason. Function components and hooks only.
 *
 * Props
 * - `groupId` — the group to join.
 * - `user` — the signed-in dancer `{ id, name, email, instagram? }`, if any (prefills, sends `userId`).
 * - `legalLinks` — `{ terms, privacy }` addresses.
 * - `today` — `YYYY-MM-DD`, the latest join-starting date (default: the browser's today).
 * - `submit(input)` — sends `POST /api/lesson-group/user` (the sdk client's `groups.join`).
 * - `onJoined(member)` — after success.
 * - `language` — `en` | `ua` | `pl`; else the `SdkLanguageProvider`'s; else English.
 *
 * Parts: `form`, `field`, `legal`, `submit`, `error`, `success`.
 */
import type { GroupJoinRequest, GroupMember, Language } from '@plie/shared';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useSdkMessages } from '../../i18n/language';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import {
  FormFooter,
  failureReason,
  formStyles,
  successStyles,
  successTitleStyles,
  useSingleFlight,
} from '../attendance-sign-up/attendance-sign-up';
import {
  DancerFields,
  dancerInput,
  fieldStyles,
  type SignUpUser,
  useDancerFields,
} from '../attendance-sign-up/dancer-fields';

export interface GroupJoinFormProps {
  groupId: string;
  user?: SignUpUser | undefined;
  legalLinks: { terms: string; privacy: string };
  today?: string;
  submit: (input: GroupJoinRequest) => Promise<GroupMember>;
  onJoined?: (member: GroupMember) => void;
  language?: Language;
}

const browserToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function GroupJoinForm(props: GroupJoinFormProps): ReactElement {
  return (
    <WithPlieTheme>
      <JoinForm {...props} />
    </WithPlieTheme>
  );
}

function JoinForm({
  groupId,
  user,
  legalLinks,
  today = browserToday(),
  submit,
  onJoined,
  language,
}: GroupJoinFormProps) {
  const all = useSdkMessages(language);
  const messages = all.groupJoin;
  const id = useId();
  const fields = useDancerFields(user, all.signUp);
  const [joinStarting, setJoinStarting] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<GroupMember | null>(null);
  const { busy, send } = useSingleFlight();
  const dateError = !joinStarting || joinStarting > today ? messages.joinStartingInFuture : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.touchAll();
    if (Object.keys(fields.errors).length > 0 || dateError) return;
    setFailure(null);
    void send(
      async () => {
        const member = await submit({ groupId, joinStarting, ...dancerInput(fields.values, user) });
        setDone(member);
        onJoined?.(member);
      },
      (error) => {
        const reason = failureReason(error, all.signUp);
        setFailure(reason ? `${messages.failed}: ${reason}` : messages.failed);
      },
    );
  };

  if (done) {
    return (
      <div css={successStyles} part="success" role="status">
        <p css={successTitleStyles}>{messages.success}</p>
        <p>{messages.sentTo(done.email)}</p>
      </div>
    );
  }
  return (
    <form css={formStyles} part="form" noValidate onSubmit={onSubmit}>
      <DancerFields fields={fields} legalLinks={legalLinks} messages={all.signUp} />
      <div css={fieldStyles} part="field">
        <label htmlFor={`${id}-from`}>{messages.joinStarting}</label>
        <input
          id={`${id}-from`}
          name="joinStarting"
          type="date"
          max={today}
          required
          value={joinStarting}
          aria-invalid={Boolean(dateError)}
          aria-describedby={`${id}-from-message`}
          onChange={(event) => setJoinStarting(event.currentTarget.value)}
        />
        {dateError ? (
          <p id={`${id}-from-message`}>{dateError}</p>
        ) : (
          <small id={`${id}-from-message`}>{messages.joinStartingHint}</small>
        )}
      </div>
      <FormFooter
        failure={failure}
        busy={busy}
        disabled={fields.needsLegal && !fields.values.legal}
        submitLabel={busy ? messages.submitting : messages.submit}
      />
    </form>
  );
}
