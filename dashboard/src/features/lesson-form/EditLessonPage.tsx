import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLesson } from '../../api/queries/lessons';
import { useStudio } from '../../api/queries/studios';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useCurrentUser } from '../../app/useCurrentUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { useToast } from '../../ui/Toast';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { studioPagePath } from '../studios/studio-paths';
import { FormSkeleton } from './LessonFormLoadStates';
import { NoScheduleNotice } from './LessonFormNotices';
import { lessonFormPlanOf, studioRoleOf } from './lesson-form-context';
import { parseLessonQuery } from './lesson-query';
import { StudioLessonForm } from './StudioLessonForm';
import { TeacherLessonForm } from './TeacherLessonForm';

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
      ? { to: webPath.landing() }
      : lesson.error
        ? { to: webPath.landing(), title: t`Failed to fetch lesson` }
        : studio.error
          ? { to: webPath.studios(), title: t`Failed to fetch studio` }
          : role === 'refused'
            ? { to: webPath.landing(), title: t`You are not allowed to change studio data` }
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
                { href: webPath.studios(), label: t`Studios` },
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

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[8]};
`;
