/**
 * The lesson form once everything it needs has loaded: its setup is built once from the mode, the
 * lesson, the address and what the studio or teacher form gives (`build`), so later reloads don't
 * reset what the user typed.
 */
import type { Lesson, OwnUser } from '@plie/shared';
import { useState } from 'react';
import { countryCodeOf } from '../rooms/places';
import type { Coordinates } from '../rooms/room-form';
import { LessonForm, type LessonFormSetup } from './LessonForm';
import { initialLessonForm, type LessonFormState } from './lesson-form-state';
import type { LessonQuery } from './lesson-query';
import { browserTimeZone } from './time-zones';
import type { CountryOptions } from './useCountryOptions';

/** What the studio and teacher forms start from. */
export interface FormSourceProps {
  user: OwnUser;
  query: LessonQuery;
  /** The lesson to change or copy. */
  lesson: Lesson | undefined;
}

type BuiltSetup = Omit<
  LessonFormSetup,
  'mode' | 'lessonId' | 'countries' | 'savedCoordinates' | 'fromOnboarding' | 'initial'
> & { initial: LessonFormState };

/** Starts the form once from the mode, the lesson and the address; later reloads don't reset what is typed. */
export function ReadyLessonForm({
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
