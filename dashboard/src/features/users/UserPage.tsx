import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { webPath } from '@plie/shared';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { useUserByUsername } from '../../api/queries/users';
import { useCurrentUser } from '../../app/useCurrentUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { LabelWithDot } from '../../ui/LabelWithDot';
import { lazyPart } from '../../ui/lazy-part';
import { PageSuspense } from '../../ui/page-suspense';
import { Skeleton } from '../../ui/Skeleton';
import { type TabItem, Tabs } from '../../ui/Tabs';
import { createTeacherGroupPath } from '../groups/group-paths';
import { NextStepsCard } from '../onboarding/NextStepsCard';
import { ProfileHeader } from '../profile-header/ProfileHeader';
import { StudioBanner } from '../studio-page/StudioBanner';
import { VideoList } from '../studio-page/VideoList';
import { useMyInvites } from './useMyInvites';

/*
 * The tabs load apart from the page (issue #18): the header draws without waiting for their code. A
 * teacher's schedule, what a visitor's first view shows below the header, starts loading at once.
 */
const TeacherSchedule = lazyPart(() =>
  import('../embed/TeacherSchedule').then((module) => module.TeacherSchedule),
);
TeacherSchedule.preload();
const AttendancesTab = lazyPart(() =>
  import('../attendance/AttendancesTab').then((module) => module.AttendancesTab),
);
const MyGroupsTab = lazyPart(() => import('../groups/MyGroupsTab').then((module) => module.MyGroupsTab));
const InvitesTab = lazyPart(() => import('./InvitesTab').then((module) => module.InvitesTab));

/** A tab's panel, its place kept while its code loads. */
const panelOf = (panel: ReactNode) => (
  <PageSuspense fallback={<Skeleton height="16rem" />}>{panel}</PageSuspense>
);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /users/{username} (spec §2 "User page"): the title block (Back, and a breadcrumb up to /teachers
 * on a teacher's page), the header of the studio page's kind (banner, avatar, name, about,
 * Instagram) and the videos, 'Not found' when there is no such user. The tabs (attendances, groups, schedule, invites) come with
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
    <>
      {/* Drawn from the first render (the address's name until the user arrives): the profile below
          never moves down when it arrives (layout shift, issue #18). */}
      <PageTitle
        title={user?.name ?? username}
        page={{ kind: 'user', isTeacher: user?.isTeacher ?? false }}
        heading={false}
      />
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
            <ProfileHeader
              name={user.name}
              photo={user.photo}
              banner={<StudioBanner banner={undefined} />}
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
            {user.videos && user.videos.length > 0 && (
              <div css={videosStyles}>
                <VideoList videos={user.videos} />
              </div>
            )}
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
    </>
  );
}

/** A teacher's public lessons (spec §2: the only tab others see on a teacher's page). */
const scheduleTab = (teacher: { id: string; name: string }, own: boolean): TabItem => ({
  id: 'schedule',
  label: <Trans>Schedule</Trans>,
  panel: panelOf(<TeacherSchedule teacherId={teacher.id} name={teacher.name} own={own} />),
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
        {
          id: 'attendances',
          label: <Trans>Attendances</Trans>,
          panel: panelOf(<AttendancesTab userId={userId} />),
        },
        {
          id: 'groups',
          label: <Trans>Groups</Trans>,
          panel: panelOf(<MyGroupsTab userId={userId} isTeacher={isTeacher} />),
        },
        ...(schedule ? [schedule] : []),
        {
          id: 'invites',
          label: (
            <LabelWithDot
              dotLabel={
                invites.pendingCount > 0 ? t`${invites.pendingCount} waiting for your answer` : undefined
              }
            >
              <Trans>Invites</Trans>
            </LabelWithDot>
          ),
          panel: panelOf(<InvitesTab invites={invites} userId={userId} />),
        },
      ]}
    />
  );
}

const videosStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
`;

const tabsStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
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
