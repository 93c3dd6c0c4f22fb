import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type OwnUser, parseInstagram } from '@plie/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { DateOfBirthField } from '../account/DateOfBirthField';
import { localToday } from '../account/signup-form';
import { UsernameField } from '../account/UsernameField';
import { useUsernameAvailability } from '../account/useUsernameAvailability';
import { videoDraftsOf, videosBlocker } from '../studio-page/edit-studio-form';
import { StudioVideosFields } from '../studio-page/StudioVideosFields';
import { translateStudioPageMessage } from '../studio-page/studio-page-messages';
import { AvatarUpload } from './AvatarUpload';
import {
  type ProfileForm,
  profileChanges,
  profileFormOf,
  profileProblems,
  usernameAvailabilityOf,
  videoChanges,
} from './profile-form';

const ALL_TOUCHED: Record<keyof ProfileForm, boolean> = {
  name: true,
  username: true,
  about: true,
  instagram: true,
  dateOfBirth: true,
};

/**
 * Edit mode of the personal info (spec §2 "Profile settings", §5): the fields start from the
 * saved profile; Save sends only what changed (`PATCH /api/user/{id}`), then the profile is
 * reloaded and view mode returns. Cancel returns without saving.
 */
export function PersonalInfoForm({
  user,
  refresh,
  onDone,
}: {
  user: OwnUser;
  refresh: () => Promise<unknown>;
  /** Leaves edit mode: `saved` after a successful save, otherwise cancelled. */
  onDone: (saved: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [videos, setVideos] = useState(() => videoDraftsOf(user.videos));
  /** Save was tried: every video problem shows. */
  const [triedToSave, setTriedToSave] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileForm, boolean>>>({});
  const [sending, setSending] = useState(false);
  const today = useMemo(() => localToday(), []);
  const server = useUsernameAvailability(form.username);
  const availability = usernameAvailabilityOf(form.username, user.username, server.availability);
  const checkingUsername = availability === 'unknown' && server.checking;
  const problems = profileProblems(form, today, availability);

  const update = (field: keyof ProfileForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof ProfileForm) => () => setTouched((current) => ({ ...current, [field]: true }));
  /** A field's error once the user has left it (a taken username shows at once). */
  const errorOf = (field: keyof ProfileForm) => {
    const problem = problems[field];
    if (!problem || !(touched[field] || problem === MESSAGES.usernameTaken)) return undefined;
    return translateMessage(i18n, problem);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    setTriedToSave(true);
    const problem = Object.values(problems)[0];
    const videoProblem = videosBlocker(videos);
    if (problem || videoProblem || user.isAnonymous) {
      const description = problem
        ? translateMessage(i18n, problem)
        : videoProblem && translateStudioPageMessage(i18n, videoProblem);
      toast({ tone: 'danger', title: t`Cannot save changes`, ...(description ? { description } : {}) });
      return;
    }
    const changes = { ...profileChanges(form, user), ...videoChanges(videos, user) };
    setSending(true);
    try {
      if (Object.keys(changes).length > 0) {
        await apiClient.users.update({ params: { id: user.id }, body: changes });
      }
      await refresh();
      toast({ tone: 'success', title: t`Changes saved` });
      onDone(true);
    } catch (error) {
      failureToast(t`Cannot save changes`, error);
      setSending(false);
    }
  };

  const usernameChanged = form.username.trim() !== user.username;
  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate>
      <AvatarUpload user={user} onUploaded={refresh} />
      <FormField id="profile-name" label={<Trans>Name</Trans>} error={errorOf('name')}>
        <Input
          id="profile-name"
          autoComplete="name"
          value={form.name}
          onChange={(event) => update('name', event.target.value)}
          onBlur={touch('name')}
          aria-invalid={Boolean(errorOf('name'))}
          aria-describedby="profile-name-message"
        />
      </FormField>
      <UsernameField
        id="profile-username"
        value={form.username}
        error={errorOf('username')}
        checking={checkingUsername}
        free={usernameChanged && availability === 'available'}
        onChange={(value) => update('username', value)}
        onBlur={touch('username')}
      />
      <FormField
        id="profile-about"
        label={<Trans>About</Trans>}
        hint={<Trans>A few words about you and your dancing.</Trans>}
      >
        <textarea
          id="profile-about"
          rows={4}
          css={[inputStyles, textareaStyles]}
          value={form.about}
          onChange={(event) => update('about', event.target.value)}
          aria-describedby="profile-about-message"
        />
      </FormField>
      <FormField
        id="profile-instagram"
        label={<Trans>Instagram</Trans>}
        error={errorOf('instagram')}
        hint={<Trans>Your Instagram username. A link to your profile works too.</Trans>}
      >
        <Input
          id="profile-instagram"
          autoCapitalize="none"
          spellCheck={false}
          value={form.instagram}
          onChange={(event) => update('instagram', event.target.value)}
          onBlur={(event) => {
            // A pasted profile link becomes the username it stands for, so the user sees what is saved.
            const parsed = parseInstagram(event.target.value);
            if (parsed.ok) update('instagram', parsed.value);
            touch('instagram')();
          }}
          aria-invalid={Boolean(errorOf('instagram'))}
          aria-describedby="profile-instagram-message"
        />
      </FormField>
      <StudioVideosFields idPrefix="profile" videos={videos} showErrors={triedToSave} onChange={setVideos} />
      <DateOfBirthField
        id="profile-date-of-birth"
        value={form.dateOfBirth}
        today={today}
        error={errorOf('dateOfBirth')}
        onChange={(value) => {
          update('dateOfBirth', value);
          touch('dateOfBirth')();
        }}
      />
      <FormField
        id="profile-email"
        label={<Trans>E-mail</Trans>}
        hint={<Trans>The e-mail you sign in with cannot be changed here.</Trans>}
      >
        <Input
          id="profile-email"
          type="email"
          value={user.email}
          readOnly
          css={readOnlyStyles}
          aria-describedby="profile-email-message"
        />
      </FormField>
      <div css={actionsStyles}>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={sending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={sending || checkingUsername}>
          {sending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const textareaStyles = css`
  resize: vertical;
  min-height: 6.5rem;
`;

const readOnlyStyles = (theme: Theme) => css`
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.textMuted};
  &:hover {
    border-color: ${theme.colors.control};
  }
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[2]};
  button {
    flex: 1 1 auto;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;
