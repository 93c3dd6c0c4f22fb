import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson, OwnUser, Studio, StudioMember } from '@plie/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { failureOf } from '../account/failure';
import { ProfileLoadError } from '../account/ProfileLoadError';
import { useCurrentUser } from '../account/useCurrentUser';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { onboardingPath } from '../onboarding/onboarding-steps';
import { countryCodeOf, countryOptions, regionNamerFor } from '../rooms/places';
import type { Coordinates } from '../rooms/room-form';
import { studioPagePath } from '../studios/studio-paths';
import { LessonForm, type LessonFormSetup } from './LessonForm';
import {
  lessonFormPlanOf,
  type StudioRole,
  studioRoleOf,
  studioRoomsTabPath,
  teachingStudiosOf,
  userPagePath,
} from './lesson-form-context';
import {
  type RoomGroup,
  useCountries,
  useLesson,
  useRoomsOfStudios,
  useStudio,
  useStudioRooms,
  useStudioTeam,
} from './lesson-form-data';
import { initialLessonForm, type LessonFormState } from './lesson-form-state';
import { translateLessonMessage } from './lesson-messages';
import { type LessonQuery, lessonFormPath, parseLessonQuery } from './lesson-query';
import type { TeamTeacher } from './TeacherAndPlaceFields';
import { browserTimeZone } from './time-zones';

/**
 * /edit-lesson (spec §2 "Lesson add/edit"): add a lesson to a studio's schedule or to a teacher's
 * own, change one (`lessonId`), or add a copy of one (`isDuplication=true`); a selected calendar
 * slot fills in the weekday, times, room and teacher. Signed-out visitors are sent to /; a user
 * whose e-mail is unconfirmed sees the not-found view. A lesson that cannot be read sends the user
 * to / ('Failed to fetch lesson'), a studio that cannot be read to /studios, and someone who neither
 * administers the studio nor teaches there is refused.
 */
export function EditLessonPage() {
  const { t } = useLingui();
  const query = parseLessonQuery(useSearch());
  const { user, error: userError, isLoading, refresh } = useCurrentUser();
  const signedOut = !user && !isLoading && !userError;
  const confirmed = Boolean(user?.isEmailConfirmed && !user.isAnonymous);
  const lesson = useLesson(confirmed ? query.lessonId : undefined, user?.id);
  const plan =
    user && confirmed && (!query.lessonId || lesson.data)
      ? lessonFormPlanOf({ query, lesson: lesson.data, user })
      : undefined;
  const studio = useStudio(plan?.kind === 'studio' ? plan.studioId : undefined, user?.id);
  const role = studio.data && user ? studioRoleOf(studio.data, user) : undefined;
  useLeave(
    signedOut
      ? { to: '/' }
      : lesson.error
        ? { to: '/', title: t`Failed to fetch lesson` }
        : studio.error
          ? { to: '/studios', title: t`Failed to fetch studio` }
          : role === 'refused'
            ? { to: '/', title: t`You are not allowed to change studio data` }
            : undefined,
  );

  if (user && !confirmed) return <NotFoundPage />;

  const title = query.mode === 'edit' ? t`Edit lesson` : t`Add lesson`;
  const shownStudio = role && role !== 'refused' ? studio.data : undefined;
  return (
    <>
      <PageTitle
        title={title}
        crumbs={
          shownStudio
            ? [
                { href: '/studios', label: t`Studios` },
                { href: studioPagePath(shownStudio.studioName), label: shownStudio.name },
              ]
            : []
        }
        subtitle={<Trans>Dancers find lessons by style, level, day, time and place.</Trans>}
      />
      <Container css={pageStyles}>
        {query.fromOnboarding && <OnboardingProgress step={4} />}
        {userError && !user ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : !user || !plan ? (
          <FormSkeleton />
        ) : plan.kind === 'noSchedule' ? (
          <NoScheduleNotice user={user} query={query} />
        ) : plan.kind === 'teacher' ? (
          <TeacherLessonForm teacherId={plan.teacherId} user={user} query={query} lesson={lesson.data} />
        ) : shownStudio && (role === 'admin' || role === 'teamTeacher') ? (
          <StudioLessonForm studio={shownStudio} role={role} user={user} query={query} lesson={lesson.data} />
        ) : (
          <FormSkeleton />
        )}
      </Container>
    </>
  );
}

interface FormSourceProps {
  user: OwnUser;
  query: LessonQuery;
  /** The lesson to change or copy. */
  lesson: Lesson | undefined;
}

/** A studio's lesson: its rooms, and its team for the admins to choose from (a team teacher is the teacher). */
function StudioLessonForm({
  studio,
  role,
  user,
  query,
  lesson,
}: FormSourceProps & { studio: Studio; role: StudioRole }) {
  const { t } = useLingui();
  const rooms = useStudioRooms(studio.id);
  const team = useStudioTeam(role === 'admin' ? studio.id : null, user.id);
  // A studio's lesson kept at a custom address keeps its address fields.
  const atAddress = Boolean(lesson?.customAddress && !lesson.roomId && query.mode !== 'add');
  const countries = useCountryOptions(atAddress);

  if (rooms.error)
    return (
      <LoadFailure title={t`Failed to fetch rooms`} error={rooms.error} onRetry={() => void rooms.mutate()} />
    );
  if (team.error)
    return (
      <LoadFailure
        title={t`Failed to fetch teachers`}
        error={team.error}
        onRetry={() => void team.mutate()}
      />
    );
  if (countries.error) return <CountriesFailure countries={countries} />;
  if (!rooms.data || (role === 'admin' && !team.data) || (atAddress && !countries.options))
    return <FormSkeleton />;
  if (rooms.data.length === 0 && !atAddress) return <NoRoomsWarning studio={studio} />;

  const teamTeachers = teamTeachersOf(team.data ?? [], lesson);
  return (
    <ReadyLessonForm
      key={`${query.mode}-${lesson?.id ?? 'new'}-${studio.id}`}
      query={query}
      lesson={lesson}
      countries={countries}
      build={(initial) => ({
        initial: {
          ...initial,
          teacherKind:
            initial.teacherKind === 'team' && teamTeachers.length === 0 ? 'named' : initial.teacherKind,
          teacherId: teamTeachers.some((teacher) => teacher.id === initial.teacherId)
            ? initial.teacherId
            : '',
        },
        studio,
        teacher:
          role === 'admin'
            ? { kind: 'choose', team: teamTeachers }
            : { kind: 'fixed', teacher: { id: user.id, name: user.name } },
        roomGroups: [{ studio, rooms: rooms.data ?? [] }],
        schedule: { href: studioPagePath(studio.studioName), whose: 'studio' },
        cancelPath: query.fromOnboarding
          ? onboardingPath({ step: 4, role: 'studioOwner' })
          : studioPagePath(studio.studioName),
        user,
      })}
    />
  );
}

/** The registered teachers of the team, plus a saved lesson's own teacher should they have left it. */
const teamTeachersOf = (members: readonly StudioMember[], lesson: Lesson | undefined): TeamTeacher[] => {
  const teachers = members
    .filter((member) => member.user.isTeacher)
    .map((member) => ({ id: member.user.id, name: member.user.name }));
  const own = lesson?.teacher;
  return own && !teachers.some((teacher) => teacher.id === own.id)
    ? [...teachers, { id: own.id, name: own.name }]
    : teachers;
};

/** A teacher's own lesson: in a room of a studio they teach at, or at an address of their own. */
function TeacherLessonForm({ teacherId, user, query, lesson }: FormSourceProps & { teacherId: string }) {
  const { t } = useLingui();
  const own = teacherId === user.id;
  const studios = useMemo(
    () => (own ? teachingStudiosOf(user) : lesson?.room?.studio ? [lesson.room.studio] : []),
    [own, user, lesson],
  );
  const rooms = useRoomsOfStudios(studios);
  const countries = useCountryOptions(true);

  if (rooms.error)
    return (
      <LoadFailure title={t`Failed to fetch rooms`} error={rooms.error} onRetry={() => void rooms.mutate()} />
    );
  if (countries.error) return <CountriesFailure countries={countries} />;
  if (!countries.options || (studios.length > 0 && !rooms.data)) return <FormSkeleton />;

  const roomGroups = withLessonRoom(rooms.data ?? [], lesson);
  const anyRoom = roomGroups.some((group) => group.rooms.length > 0);
  const teacherName = own ? user.name : (lesson?.teacher?.name ?? '');
  const schedulePath = own ? userPagePath(user.username) : userPagePath(lesson?.teacher?.username ?? '');
  return (
    <ReadyLessonForm
      key={`${query.mode}-${lesson?.id ?? 'new'}-${teacherId}`}
      query={query}
      lesson={lesson}
      countries={countries}
      build={(initial) => ({
        initial:
          initial.placeKind === 'room' && !anyRoom
            ? { ...initial, placeKind: 'address', roomId: '' }
            : initial,
        studio: undefined,
        teacher: { kind: 'fixed', teacher: { id: teacherId, name: teacherName } },
        roomGroups,
        schedule: { href: schedulePath, whose: own ? 'own' : 'teacher' },
        cancelPath: query.fromOnboarding ? onboardingPath({ step: 4, role: 'teacher' }) : schedulePath,
        user,
      })}
    />
  );
}

/** A saved lesson's room stays choosable even if its studio is no longer one of the teacher's. */
const withLessonRoom = (groups: readonly RoomGroup[], lesson: Lesson | undefined): RoomGroup[] => {
  const room = lesson?.room;
  if (!room || groups.some((group) => group.rooms.some((candidate) => candidate.id === room.id))) {
    return [...groups];
  }
  const studio = room.studio ?? { id: `room-${room.id}`, name: room.name, studioName: '' };
  return [...groups, { studio, rooms: [{ id: room.id, name: room.name }] }];
};

type BuiltSetup = Omit<
  LessonFormSetup,
  'mode' | 'lessonId' | 'countries' | 'savedCoordinates' | 'fromOnboarding' | 'initial'
> & { initial: LessonFormState };

/** Starts the form once from the mode, the lesson and the address; later reloads don't reset what is typed. */
function ReadyLessonForm({
  query,
  lesson,
  countries,
  build,
}: {
  query: LessonQuery;
  lesson: Lesson | undefined;
  countries: CountryOptions;
  build: (initial: LessonFormState) => BuiltSetup;
}) {
  const [setup] = useState((): LessonFormSetup => {
    const initial = initialLessonForm({
      mode: query.mode,
      lesson,
      query,
      now: new Date(),
      timeZone: browserTimeZone(),
      countryCodeOf: (written) => countryCodeOf(written, countries.data ?? []),
    });
    const built = build(initial);
    const roomIds = new Set(built.roomGroups.flatMap((group) => group.rooms.map((room) => room.id)));
    return {
      ...built,
      // A room from the address that is not one of these (another studio's, a deleted one) is not chosen.
      initial: roomIds.has(built.initial.roomId) ? built.initial : { ...built.initial, roomId: '' },
      mode: query.mode,
      lessonId: query.mode === 'edit' ? lesson?.id : undefined,
      countries: countries.options,
      savedCoordinates: query.mode !== 'add' ? savedCoordinatesOf(lesson) : undefined,
      fromOnboarding: query.fromOnboarding,
    };
  });
  return <LessonForm setup={setup} />;
}

/** Where a saved lesson's custom address is, when it was found. */
const savedCoordinatesOf = (lesson: Lesson | undefined): Coordinates | undefined => {
  const address = lesson?.customAddress;
  return address?.lat !== undefined && address.lng !== undefined
    ? { lat: address.lat, lng: address.lng }
    : undefined;
};

type CountryOptions = ReturnType<typeof useCountryOptions>;

/** The countries of the address fields, named and sorted in the user's language. */
const useCountryOptions = (needed: boolean) => {
  const locale = useIntlLocale();
  const countries = useCountries(needed);
  const options = useMemo(
    () => (countries.data ? countryOptions(countries.data, regionNamerFor(locale), locale) : undefined),
    [countries.data, locale],
  );
  return { data: countries.data, options, error: countries.error, retry: () => countries.mutate() };
};

/** The studio has no room yet (spec §2): a lesson needs one, so the warning leads to the rooms tab. */
function NoRoomsWarning({ studio }: { studio: Studio }) {
  return (
    <Alert tone="warning">
      <strong>
        <Trans>You need to create some room before adding a lesson :)</Trans>
      </strong>
      <div>
        <ButtonLink href={studioRoomsTabPath(studio.studioName)} variant="secondary">
          <Trans>Go to the rooms</Trans>
        </ButtonLink>
      </div>
    </Alert>
  );
}

/** No studio given and the user is no teacher: the studios they administer, or becoming a teacher. */
function NoScheduleNotice({ user, query }: { user: OwnUser; query: LessonQuery }) {
  const administered = user.studios.filter((membership) => membership.isAdmin || membership.isOwner);
  return (
    <Card css={noticeStyles}>
      <h2>
        <Trans>Whose schedule is the lesson for?</Trans>
      </h2>
      {administered.length > 0 && (
        <>
          <p>
            <Trans>Add it to a studio you manage:</Trans>
          </p>
          <ul css={studioListStyles}>
            {administered.map(({ studio }) => (
              <li key={studio.id}>
                <ButtonLink
                  href={lessonFormPath({
                    studioId: studio.id,
                    roomId: query.roomId,
                    slot: query.slot,
                    fromOnboarding: query.fromOnboarding,
                  })}
                  variant="secondary"
                >
                  {studio.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Trans>
          Teachers publish lessons on their own schedule. Teaching yourself? Say so to get started.
        </Trans>
      </p>
      <div>
        <ButtonLink href={onboardingPath({ step: 1 })}>
          <Trans>I teach dance</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Leaves the page once (spec §2, §8): to / when signed out or refused, to /studios without the studio. */
const useLeave = (leave: { to: string; title?: string } | undefined) => {
  const toast = useToast();
  const [, navigate] = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (!leave || left.current) return;
    left.current = true;
    if (leave.title) toast({ tone: 'danger', title: leave.title });
    navigate(leave.to, { replace: true });
  }, [leave, toast, navigate]);
};

function CountriesFailure({ countries }: { countries: CountryOptions }) {
  const { t } = useLingui();
  return (
    <LoadFailure
      title={t`Error loading countries`}
      error={countries.error}
      onRetry={() => void countries.retry()}
    />
  );
}

/** A read the form needs failed: the server's reason (4xx), a hint to check the connection, or nothing more (5xx). */
function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const failure = failureOf(error);
  return (
    <RetryAlert
      title={title}
      reason={
        failure.kind === 'refused' ? (
          translateLessonMessage(i18n, failure.message)
        ) : failure.kind === 'offline' ? (
          <Trans>Check your connection and try again.</Trans>
        ) : undefined
      }
      onRetry={onRetry}
    />
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return <Skeleton label={t`Loading…`} height="32rem" />;
}

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[8]};
`;

const noticeStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  h2 {
    font-size: ${theme.fontSize.lg};
  }
`;

const studioListStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
