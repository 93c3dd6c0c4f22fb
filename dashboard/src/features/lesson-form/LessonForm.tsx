import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { type Lesson, MESSAGES, type OwnUser } from '@plie/shared';
import {
  type Dispatch,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useSavedAnswers } from '../../api/queries/invalidation';
import type { RoomGroup } from '../../api/queries/rooms';
import { failureOf } from '../../app/failure';
import { ONBOARDING_TOAST_DURATION_MS } from '../../config/constants';
import { Alert } from '../../ui/Alert';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { formNoteStyles, formSectionStyles, formSectionTitleStyles } from '../../ui/FormSection';
import { useToast } from '../../ui/Toast';
import { type AddressLookup, addressQueryOf, coordinatesFrom } from '../rooms/address-lookup';
import type { CountryOption } from '../rooms/places';
import type { Coordinates } from '../rooms/room-form';
import { useAddressLookup } from '../rooms/useAddressLookup';
import { AvailabilityCheck, useAvailabilityCheck } from './AvailabilityCheck';
import { ChoreographyFields, LessonDetailsFields } from './LessonDetailsFields';
import {
  actionsRowStyles,
  actionsStyles,
  blockerStyles,
  columnStyles,
  fullWidthStyles,
  layoutStyles,
} from './lesson-form.styles';
import { afterLessonSaved } from './lesson-form-context';
import { type LessonFormAction, type LessonFormState, lessonFormReducer } from './lesson-form-state';
import { translateLessonMessage } from './lesson-messages';
import type { LessonFormMode } from './lesson-query';
import {
  availabilityRequestOf,
  type LessonRequestContext,
  lessonFormBlocker,
  lessonInputOf,
} from './lesson-request';
import { PlaceField, TeacherField, type TeacherSetup } from './TeacherAndPlaceFields';
import { TimeFields } from './TimeFields';
import { browserTimeZone } from './time-zones';

export interface SchedulePage {
  href: string;
  whose: 'studio' | 'own' | 'teacher';
}

/** Everything the form starts from, resolved by the page (mode, studio or teacher, rooms). */
export interface LessonFormSetup {
  mode: LessonFormMode;
  /** The lesson being changed (edit mode). */
  lessonId: string | undefined;
  initial: LessonFormState;
  /** Studio mode's studio: the lesson goes on its schedule. */
  studio: { id: string; name: string; studioName: string } | undefined;
  teacher: TeacherSetup;
  roomGroups: readonly RoomGroup[];
  /** The countries of a custom address, when the lesson may be held at one (teacher mode). */
  countries: readonly CountryOption[] | undefined;
  /** The saved custom address's coordinates (not looked up again while it stays the same). */
  savedCoordinates: Coordinates | undefined;
  /** Where a created lesson shows: the studio's page, the user's own, or the teacher's. */
  schedule: SchedulePage;
  /** Where Cancel leads. */
  cancelPath: string;
  fromOnboarding: boolean;
  user: OwnUser;
}

/**
 * The lesson form (spec §2 "Lesson add/edit", §3–§5, §8): what, who, where and when, with the
 * availability check. A new lesson (also a copy) is created (`POST /api/lesson`) and the form resets
 * for the next one; a saved one is replaced (`PATCH /api/lesson/{id}`) and the form leads back.
 * Save waits, saying why, until the spec §5 rules pass; the server checks the time slot again
 * (409 'Time slot is not available.').
 */
export function LessonForm({ setup }: { setup: LessonFormSetup }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { lessonSaved } = useSavedAnswers();
  const [state, dispatch] = useReducer(lessonFormReducer, setup.initial);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<Lesson | undefined>(undefined);
  const [browserZone] = useState(browserTimeZone);

  // The saved address is not looked up again: its coordinates stand until it changes.
  const [savedAddress] = useState(() =>
    setup.savedCoordinates ? addressQueryOf(setup.initial.address) : undefined,
  );
  const lookup = useAddressLookup(
    state.placeKind === 'address' ? addressQueryOf(state.address) : undefined,
    savedAddress,
  );
  const coordinates = coordinatesFrom(lookup, setup.savedCoordinates);
  useFoundPostalCode(lookup, dispatch);

  const editing = setup.mode === 'edit' && setup.lessonId !== undefined;
  const context: LessonRequestContext = {
    studioId: setup.studio?.id,
    fixedTeacherId: setup.teacher.kind === 'fixed' ? setup.teacher.teacher.id : undefined,
    coordinates,
  };
  const availability = useAvailabilityCheck(
    availabilityRequestOf(state, context, editing ? setup.lessonId : undefined),
  );
  const blocker =
    lessonFormBlocker(state, context) ??
    (state.placeKind === 'address' && lookup.status === 'searching' ? 'lookingUp' : undefined);
  const blockerText =
    blocker === 'lookingUp'
      ? t`Wait for the address search…`
      : blocker && translateLessonMessage(i18n, blocker);

  const onSaved = (lesson: Lesson) => {
    const next = afterLessonSaved({
      mode: setup.mode,
      fromOnboarding: setup.fromOnboarding,
      studioName: setup.studio?.studioName,
      username: setup.user.username,
    });
    void lessonSaved(lesson, setup.user.id);
    if (editing) toast({ tone: 'success', title: t`Lesson saved`, description: lesson.name });
    else if (next) {
      toast({
        tone: 'success',
        title: t`Your first lesson is on the schedule!`,
        description: lesson.name,
        durationMs: ONBOARDING_TOAST_DURATION_MS,
      });
    } else {
      toast({ tone: 'success', title: t`Lesson added`, description: lesson.name });
    }
    if (next) {
      navigate(next);
      return;
    }
    // Spec §4: the form resets for the next lesson; the notice says where this one is.
    setCreated(lesson);
    dispatch({ type: 'created', now: new Date(), timeZone: browserZone });
    setSending(false);
  };

  const onFailed = (error: unknown) => {
    setSending(false);
    const failure = failureOf(error);
    if (error instanceof ApiError && error.status === 409) {
      availability.refuse(error.message);
      toast({ tone: 'danger', title: translateLessonMessage(i18n, error.body) });
      return;
    }
    const description =
      failure.kind === 'refused'
        ? translateLessonMessage(i18n, failure)
        : failure.kind === 'offline'
          ? t`Check your connection and try again.`
          : undefined;
    toast({
      tone: 'danger',
      title: t`Failed to create/update lesson. Please try again.`,
      ...(description ? { description } : {}),
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocker || sending) return;
    setSending(true);
    setCreated(undefined);
    const body = lessonInputOf(state, context);
    try {
      const lesson = editing
        ? await apiClient.lessons.update({
            params: { id: setup.lessonId! },
            body: { ...body, id: setup.lessonId },
          })
        : await apiClient.lessons.create({ body });
      onSaved(lesson);
    } catch (error) {
      onFailed(error);
    }
  };

  const songLinkProblem = blocker === MESSAGES.urlInvalid ? translateLessonMessage(i18n, blocker) : undefined;
  return (
    <form css={layoutStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      {created && <CreatedNotice lesson={created} schedule={setup.schedule} />}
      <div css={columnStyles}>
        <Section title={<Trans>Lesson</Trans>}>
          <p css={formNoteStyles}>
            <Trans>Fields marked * are required.</Trans>
          </p>
          <LessonDetailsFields state={state} dispatch={dispatch} />
        </Section>
        <Section title={<Trans>Choreography</Trans>} optional>
          <p css={formNoteStyles}>
            <Trans>Optional: the song the class dances to.</Trans>
          </p>
          <ChoreographyFields state={state} dispatch={dispatch} linkError={songLinkProblem} />
        </Section>
      </div>
      <div css={columnStyles}>
        <Section title={<Trans>Teacher and place</Trans>}>
          <TeacherField setup={setup.teacher} state={state} dispatch={dispatch} />
          <PlaceField
            state={state}
            dispatch={dispatch}
            roomGroups={setup.roomGroups}
            countries={setup.countries}
            lookup={lookup}
            coordinates={coordinates}
          />
        </Section>
        <Section title={<Trans>Time</Trans>}>
          <TimeFields state={state} dispatch={dispatch} browserZone={browserZone} />
          <AvailabilityCheck answer={availability.answer} onCheck={() => void availability.check()} />
        </Section>
      </div>
      <div css={[fullWidthStyles, actionsStyles, actionsRowStyles]}>
        {blockerText && (
          <p id="lesson-form-blocker" css={blockerStyles} aria-live="polite">
            {blockerText}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={Boolean(blocker) || sending}
          aria-describedby={blockerText ? 'lesson-form-blocker' : undefined}
        >
          {sending ? (
            <Trans>Saving…</Trans>
          ) : editing ? (
            <Trans>Save changes</Trans>
          ) : (
            <Trans>Add lesson</Trans>
          )}
        </Button>
        <ButtonLink href={setup.cancelPath} variant="secondary">
          {created ? <Trans>Done</Trans> : <Trans>Cancel</Trans>}
        </ButtonLink>
      </div>
    </form>
  );
}

/** After a lesson is created: where it is now, focused so it is seen and heard. */
function CreatedNotice({ lesson, schedule }: { lesson: Lesson; schedule: SchedulePage }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const name = lesson.name;
  return (
    <div ref={ref} tabIndex={-1} css={fullWidthStyles}>
      <Alert tone="success">
        <strong>
          <Trans>“{name}” is on the schedule.</Trans>
        </strong>
        <span>
          <Trans>The form is ready for the next lesson.</Trans>{' '}
          <Link href={schedule.href}>
            {schedule.whose === 'studio' ? (
              <Trans>See it on the studio’s page</Trans>
            ) : schedule.whose === 'own' ? (
              <Trans>See it on your page</Trans>
            ) : (
              <Trans>See it on the teacher’s page</Trans>
            )}
          </Link>
        </span>
      </Alert>
    </div>
  );
}

/** Fills the postcode the address search found, once per answer (the user may still change it). */
const useFoundPostalCode = (lookup: AddressLookup, dispatch: Dispatch<LessonFormAction>) => {
  const place = lookup.status === 'found' ? lookup.place : undefined;
  const filled = useRef(place);
  useEffect(() => {
    if (!place || filled.current === place) return;
    filled.current = place;
    if (place.postalCode) dispatch({ type: 'postalCodeFound', postalCode: place.postalCode });
  }, [place, dispatch]);
};

/** A labelled group of the form, as a card. */
function Section({
  title,
  optional,
  children,
}: {
  title: ReactNode;
  optional?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card
      css={[formSectionStyles, { gridTemplateColumns: 'minmax(0, 1fr)' }]}
      role="group"
      aria-labelledby={id}
      data-optional={optional || undefined}
    >
      <h2 id={id} css={formSectionTitleStyles}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
