import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { weekdayName } from '@plie/sdk/components';
import { type Lesson, type OwnUser, type Studio, webPath } from '@plie/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { apiClient } from '../../api/client';
import { useAfterMutation } from '../../api/queries/invalidation';
import { useAllLessons } from '../../api/queries/lessons';
import { useStudio } from '../../api/queries/studios';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useFailureToast } from '../../app/useFailureToast';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { PageTitle } from '../../layouts/PageTitle';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { FormField, Input } from '../../ui/Field';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Whose lessons the group gathers: a studio's (its admins) or a teacher's own (the teacher). */
type GroupOwner = { studio: Studio } | { teacher: OwnUser };

/**
 * /create-group?studioId= or ?teacherId= (spec §2 Groups "create"): the studio's lessons (or the
 * teacher's own, outside studios) to toggle into the group — those already in a group dimmed with an
 * 'in group' badge and not selectable — and an optional name (the first lesson's name and teacher
 * otherwise). For the studio's admins, or the teacher themself, with a confirmed e-mail (anonymous
 * visitors go home; others see not-found). 'Failed to create group. Please try again.' on failure;
 * the groups after success.
 */
export function CreateGroupPage() {
  const { t } = useLingui();
  const query = new URLSearchParams(useSearch());
  const studioId = query.get('studioId') ?? '';
  const teacherId = query.get('teacherId') ?? '';
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const { data: studio, error } = useStudio(studioId || undefined, user?.id);
  if (!sessionLoading && !user) {
    navigate(webPath.landing(), { replace: true });
    return null;
  }
  const ownSchedule = Boolean(user?.isTeacher && teacherId && teacherId === user.id);
  if ((!studioId && !ownSchedule) || error || (user && !user.isEmailConfirmed) || (studio && !studio.isAdmin))
    return <NotFoundPage />;
  const owner: GroupOwner | undefined = studio
    ? { studio }
    : ownSchedule && user
      ? { teacher: user }
      : undefined;

  return (
    <>
      <PageTitle
        title={t`Create group`}
        page={studioId ? { kind: 'studioGroup', studio } : { kind: 'teacherGroup', teacher: user }}
      />
      <Container css={pageStyles}>
        {!owner ? <Skeleton height="16rem" label={t`Loading the lessons…`} /> : <GroupForm owner={owner} />}
      </Container>
    </>
  );
}

function GroupForm({ owner }: { owner: GroupOwner }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [, navigate] = useLocation();
  const afterMutation = useAfterMutation();
  const ownerId = 'studio' in owner ? owner.studio.id : owner.teacher.id;
  const filters = useMemo(
    () => ('studio' in owner ? { studioIds: [ownerId] } : { teachers: [ownerId], teachersOnly: true }),
    [owner, ownerId],
  );
  const { data: lessons, error, mutate } = useAllLessons(filters);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = (lesson: Lesson) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(lesson.id)) next.delete(lesson.id);
      else next.add(lesson.id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0 || busy) return;
    setBusy(true);
    try {
      await apiClient.groups.create({
        body: {
          ...('studio' in owner ? { studioId: ownerId } : { teacherId: ownerId }),
          lessonIds: [...chosen],
          ...(name.trim() ? { name: name.trim() } : {}),
        },
      });
      // Every loaded list of groups (the studio's, the teacher's) shows the new one.
      await afterMutation('groups.create', {});
      toast({ tone: 'success', title: t`Group created` });
      navigate(
        'studio' in owner
          ? webPath.studio({ studioName: owner.studio.studioName, tab: 'schedule', sub: 'groups' })
          : webPath.user({ username: owner.teacher.username, tab: 'groups' }),
      );
    } catch (failure) {
      failureToast(t`Failed to create group. Please try again.`, failure);
    } finally {
      setBusy(false);
    }
  };

  if (error)
    return <RetryAlert title={<Trans>Failed to fetch lessons</Trans>} onRetry={() => void mutate()} />;
  if (!lessons) return <Skeleton height="16rem" label={t`Loading the lessons…`} />;
  return (
    <Card css={cardStyles}>
      <form css={formStyles} onSubmit={(event) => void submit(event)}>
        <fieldset css={lessonsStyles}>
          <legend>
            <Trans>The group’s lessons</Trans>
          </legend>
          {lessons.length === 0 && (
            <p>
              <Trans>No lessons yet: add some first.</Trans>
            </p>
          )}
          {lessons.map((lesson) => {
            const inGroup = Boolean(lesson.groupId);
            return (
              <label key={lesson.id} css={[lessonStyles, inGroup && dimmedStyles]}>
                <input
                  type="checkbox"
                  checked={chosen.has(lesson.id)}
                  disabled={inGroup}
                  onChange={() => toggle(lesson)}
                />
                <span>
                  <strong>{lesson.name}</strong> · {weekdayName(lesson.weekday, locale, 'long')}{' '}
                  {lesson.startHour}:{String(lesson.startMinute).padStart(2, '0')} ·{' '}
                  {lesson.room?.name ?? lesson.customAddress?.fullAddress}
                </span>
                {inGroup && (
                  <Badge tone="neutral">
                    <Trans>in group</Trans>
                  </Badge>
                )}
              </label>
            );
          })}
        </fieldset>
        <FormField
          id="group-name"
          label={<Trans>Group name (optional)</Trans>}
          hint={<Trans>Without one, the first lesson’s name and teacher.</Trans>}
        >
          <Input id="group-name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </FormField>
        <div>
          <Button type="submit" disabled={busy || chosen.size === 0}>
            {busy ? <Trans>Creating…</Trans> : <Trans>Create group</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[5]} ${theme.space[8]};
`;

const cardStyles = (theme: Theme) => css`
  max-width: ${theme.sizes.narrow};
  padding: ${theme.space[5]};
`;

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;

const lessonsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

const lessonStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

const dimmedStyles = css`
  opacity: 0.55;
`;
