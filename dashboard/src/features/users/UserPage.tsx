import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { webPath } from '@plie/shared';
import { useParams } from 'wouter';
import { useUserByUsername } from '../../api/queries/users';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { type TabItem, Tabs } from '../../ui/Tabs';
import { AttendancesTab } from '../attendance/AttendancesTab';
import { TeacherSchedule } from '../embed/TeacherSchedule';
import { createTeacherGroupPath } from '../groups/group-paths';
import { MyGroupsTab } from '../groups/MyGroupsTab';
import { NextStepsCard } from '../onboarding/NextStepsCard';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { InvitesTab } from './InvitesTab';
import { useMyInvites } from './useMyInvites';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /users/{username} (spec §2 "User page"): the header (avatar, name, about, Instagram), 'Not
 * found' when there is no such user. The tabs (attendances, groups, schedule, invites) come with
 * the features that own their data.
 */
export function UserPage() {
  const { t } = useLingui();
  const { username = '' } = useParams<{ username: string }>();
  const { user: me } = useCurrentUser();
  const { data, error, isLoading, mutate } = useUserByUsername(username);
  const own = Boolean(me && data && me.id === data.id);
  // The signed-in user's own page shows their freshest data (just edited in settings).
  const user = own && me ? { ...data, ...me } : data;

  if (isNotFound(error) || (!username && !isLoading)) {
    return (
      <Container css={pageStyles}>
        <title>{t`Not found · Plié`}</title>
        <meta name="robots" content="noindex" />
        <div css={notFoundStyles}>
          <h1>
            <Trans>Not found</Trans>
          </h1>
          <p>
            <Trans>
              There is no user called “{username}”. Check the address, or look for them among the teachers.
            </Trans>
          </p>
          <ButtonLink href={webPath.teachers()} variant="secondary">
            <Trans>Browse teachers</Trans>
          </ButtonLink>
        </div>
      </Container>
    );
  }

  return (
    <Container css={pageStyles}>
      {error ? (
        <Alert tone="danger">
          <Trans>Could not load this profile.</Trans>{' '}
          <Button variant="ghost" onClick={() => void mutate()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : !user ? (
        <Skeleton height="9rem" label={t`Loading the profile…`} />
      ) : (
        <>
          <title>{`${user.name} · Plié`}</title>
          <ProfileHeader
            name={user.name}
            photo={user.photo}
            about={user.about}
            instagram={user.instagram}
            caption={
              <>
                <span>@{user.username}</span>
                {user.isTeacher && (
                  <Badge tone="primary">
                    <Trans>Teacher</Trans>
                  </Badge>
                )}
              </>
            }
            actions={
              own && (
                <ButtonLink href={webPath.profileSettings()} variant="secondary">
                  <Trans>Edit profile</Trans>
                </ButtonLink>
              )
            }
          />
          {own && me?.isTeacher && <NextStepsCard createGroupHref={createTeacherGroupPath(me.id)} />}
          {own && me ? (
            <OwnTabs
              userId={me.id}
              isTeacher={me.isTeacher}
              schedule={me.isTeacher ? scheduleTab(me, true) : undefined}
            />
          ) : (
            user.isTeacher && <Tabs label={t`Teacher`} css={tabsStyles} tabs={[scheduleTab(user, false)]} />
          )}
        </>
      )}
    </Container>
  );
}

/** A teacher's public lessons (spec §2: the only tab others see on a teacher's page). */
const scheduleTab = (teacher: { id: string; name: string }, own: boolean): TabItem => ({
  id: 'schedule',
  label: <Trans>Schedule</Trans>,
  panel: <TeacherSchedule teacherId={teacher.id} name={teacher.name} own={own} />,
});

/**
 * The tabs of one's own page (spec §2): attendances, groups, a teacher's schedule, then invites, with a
 * yellow dot while some wait for an answer.
 */
function OwnTabs({
  userId,
  isTeacher,
  schedule,
}: {
  userId: string;
  isTeacher: boolean;
  schedule: TabItem | undefined;
}) {
  const { t } = useLingui();
  const invites = useMyInvites(userId);
  return (
    <Tabs
      label={t`Your page`}
      css={tabsStyles}
      dropParams={['attendances']}
      tabs={[
        { id: 'attendances', label: <Trans>Attendances</Trans>, panel: <AttendancesTab userId={userId} /> },
        {
          id: 'groups',
          label: <Trans>Groups</Trans>,
          panel: <MyGroupsTab userId={userId} isTeacher={isTeacher} />,
        },
        ...(schedule ? [schedule] : []),
        {
          id: 'invites',
          label: (
            <span css={tabLabelStyles}>
              <Trans>Invites</Trans>
              {invites.pendingCount > 0 && (
                <span
                  css={dotStyles}
                  role="img"
                  aria-label={t`${invites.pendingCount} waiting for your answer`}
                />
              )}
            </span>
          ),
          panel: <InvitesTab invites={invites} userId={userId} />,
        },
      ]}
    />
  );
}

const tabsStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
`;

const tabLabelStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** Yellow, with a dark ring so it stands out on light and dark surfaces alike. */
const dotStyles = (theme: Theme) => css`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #facc15;
  box-shadow: 0 0 0 1.5px ${theme.colors.status.warning.text};
`;

const pageStyles = (theme: Theme) => css`
  padding-block: ${theme.space[5]} ${theme.space[7]};
`;

const notFoundStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[4]};
  padding-block: ${theme.space[8]};
  text-align: center;
  h1 {
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize['3xl']};
  }
  p {
    max-width: 40ch;
    color: ${theme.colors.textMuted};
  }
`;
