/**
 * The lesson form's values (spec §3 "Lesson", §4 "Lesson form", "Time inputs") and how they change:
 * a new lesson's defaults, a saved lesson's values, the time-input coupling, the weekday following
 * a one-off lesson's date, the teacher and place toggles (choosing one clears the other), and the
 * reset after a lesson is created.
 */
import {
  endHourAfterStartHour,
  endMinuteAfterStartMinute,
  isIsoDate,
  type Lesson,
  type Level,
  lessonFormResetValues,
  weekdayInZone,
  weekdayOfDate,
} from '@plie/shared';
import type { LessonFormMode, LessonQuery } from './lesson-query';

/** Who teaches: a registered teacher of the studio's team, or a teacher named in free text. */
export type TeacherKind = 'team' | 'named';
/** Where: a studio room, or a custom address (a park, a hall outside Plié). */
export type PlaceKind = 'room' | 'address';

/** A custom address as the room form's address fields hold it (`country` is an ISO code). */
export interface LessonAddressForm {
  country: string;
  city: string;
  street: string;
  postalCode: string;
}

export interface LessonFormState {
  styleId: string;
  /** Optional: the server names the lesson after its style when empty. */
  name: string;
  teacherKind: TeacherKind;
  teacherId: string;
  customTeacherName: string;
  placeKind: PlaceKind;
  roomId: string;
  address: LessonAddressForm;
  /** Weekly (true) or once, on `date`. */
  isReoccurring: boolean;
  /** A one-off lesson's date, `YYYY-MM-DD` (empty until chosen). */
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  lessonTimezone: string;
  level: Level;
  /** As typed; empty means no limit. */
  ageMin: string;
  ageMax: string;
  isClosedGroup: boolean;
  songName: string;
  songLink: string;
}

/** Fields a plain input sets as they are. */
type PlainField =
  | 'styleId'
  | 'name'
  | 'teacherId'
  | 'customTeacherName'
  | 'roomId'
  | 'weekday'
  | 'lessonTimezone'
  | 'level'
  | 'ageMin'
  | 'ageMax'
  | 'isClosedGroup'
  | 'songName'
  | 'songLink';

export type LessonFormAction =
  | { type: 'set'; patch: Partial<Pick<LessonFormState, PlainField>> }
  | { type: 'teacherKind'; kind: TeacherKind }
  | { type: 'placeKind'; kind: PlaceKind }
  | { type: 'address'; field: keyof LessonAddressForm; value: string }
  /** The address search found the place: its postcode fills the field (the user may still change it). */
  | { type: 'postalCodeFound'; postalCode: string }
  | { type: 'recurring'; isReoccurring: boolean }
  | { type: 'date'; date: string }
  | { type: 'startTime'; hour: number; minute: number }
  | { type: 'endTime'; hour: number; minute: number }
  /** A lesson was just created: the next one starts from the spec's reset values. */
  | { type: 'created'; now: Date; timeZone: string };

export const EMPTY_ADDRESS: LessonAddressForm = { country: '', city: '', street: '', postalCode: '' };

export const lessonFormReducer = (state: LessonFormState, action: LessonFormAction): LessonFormState => {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'teacherKind':
      // Choosing one clears the other (spec §2).
      return { ...state, teacherKind: action.kind, teacherId: '', customTeacherName: '' };
    case 'placeKind':
      return { ...state, placeKind: action.kind, roomId: '', address: EMPTY_ADDRESS };
    case 'address': {
      const address = { ...state.address, [action.field]: action.value };
      // Another country: its cities.
      if (action.field === 'country' && action.value !== state.address.country) address.city = '';
      return { ...state, address };
    }
    case 'postalCodeFound':
      return { ...state, address: { ...state.address, postalCode: action.postalCode } };
    case 'recurring':
      return {
        ...state,
        isReoccurring: action.isReoccurring,
        ...weekdayOfOneOff(action.isReoccurring, state.date),
      };
    case 'date':
      return { ...state, date: action.date, ...weekdayOfOneOff(state.isReoccurring, action.date) };
    case 'startTime':
      return {
        ...state,
        startHour: action.hour,
        startMinute: action.minute,
        // Spec §4: a new start hour moves the end to the next hour (23 → 0); a new start minute
        // sets the end minute equal.
        endHour: action.hour !== state.startHour ? endHourAfterStartHour(action.hour) : state.endHour,
        endMinute:
          action.minute !== state.startMinute ? endMinuteAfterStartMinute(action.minute) : state.endMinute,
      };
    case 'endTime':
      return { ...state, endHour: action.hour, endMinute: action.minute };
    case 'created':
      return lessonFormAfterCreate(state, action.now, action.timeZone);
  }
};

/** A one-off lesson's weekday is its date's. */
const weekdayOfOneOff = (isReoccurring: boolean, date: string): Partial<LessonFormState> =>
  !isReoccurring && isIsoDate(date) ? { weekday: weekdayOfDate(date) } : {};

/** The values that spec §4 resets after a lesson is created; the style, teacher, place and day stay. */
export const lessonFormAfterCreate = (
  state: LessonFormState,
  now: Date,
  timeZone: string,
): LessonFormState => {
  const reset = lessonFormResetValues(now, timeZone);
  return {
    ...state,
    ...reset,
    level: reset.level as Level,
    ageMin: String(reset.ageMin),
    ageMax: String(reset.ageMax),
    date: '',
  };
};

/** A new lesson: the reset values at `now`, today's weekday, then what the address fills in. */
export const newLessonForm = (
  query: Pick<LessonQuery, 'slot' | 'roomId' | 'teacherId'>,
  now: Date,
  timeZone: string,
): LessonFormState => {
  const blank: LessonFormState = {
    styleId: '',
    name: '',
    teacherKind: 'team',
    teacherId: query.teacherId ?? '',
    customTeacherName: '',
    placeKind: 'room',
    roomId: query.roomId ?? '',
    address: EMPTY_ADDRESS,
    isReoccurring: true,
    date: '',
    weekday: weekdayInZone(now, timeZone),
    startHour: 0,
    startMinute: 0,
    endHour: 0,
    endMinute: 0,
    lessonTimezone: timeZone,
    level: 0,
    ageMin: '',
    ageMax: '',
    isClosedGroup: false,
    songName: '',
    songLink: '',
  };
  return withSlot(lessonFormAfterCreate(blank, now, timeZone), query.slot);
};

/**
 * A calendar slot's weekday and times. A start without an end gets its end by the time-input rule
 * (the next hour, the same minute).
 */
export const withSlot = (state: LessonFormState, slot: LessonQuery['slot']): LessonFormState => {
  const startHour = slot.startHour ?? state.startHour;
  const startMinute = slot.startMinute ?? state.startMinute;
  return {
    ...state,
    weekday: slot.weekday ?? state.weekday,
    startHour,
    startMinute,
    endHour:
      slot.endHour ?? (slot.startHour === undefined ? state.endHour : endHourAfterStartHour(startHour)),
    endMinute:
      slot.endMinute ??
      (slot.startMinute === undefined ? state.endMinute : endMinuteAfterStartMinute(startMinute)),
  };
};

/**
 * A saved lesson in the form, to change it or to copy it. `countryCodeOf` turns the custom
 * address's country, kept as written, into the code the country list uses.
 */
export const lessonFormOf = (
  lesson: Lesson,
  countryCodeOf: (written: string) => string | undefined = () => undefined,
): LessonFormState => ({
  styleId: lesson.styleId,
  name: lesson.name,
  teacherKind: lesson.teacherId || !lesson.customTeacherName ? 'team' : 'named',
  teacherId: lesson.teacherId ?? '',
  customTeacherName: lesson.customTeacherName ?? '',
  placeKind: lesson.customAddress && !lesson.roomId ? 'address' : 'room',
  roomId: lesson.roomId ?? '',
  address: lesson.customAddress
    ? {
        country: countryCodeOf(lesson.customAddress.country) ?? '',
        city: lesson.customAddress.city,
        street: lesson.customAddress.fullAddress,
        postalCode: lesson.customAddress.postalCode ?? '',
      }
    : EMPTY_ADDRESS,
  isReoccurring: lesson.isReoccurring,
  date: lesson.date ?? '',
  weekday: lesson.weekday,
  startHour: lesson.startHour,
  startMinute: lesson.startMinute,
  endHour: lesson.endHour,
  endMinute: lesson.endMinute,
  lessonTimezone: lesson.lessonTimezone,
  level: lesson.level,
  ageMin: String(lesson.ageMin),
  ageMax: String(lesson.ageMax),
  isClosedGroup: lesson.isClosedGroup,
  songName: lesson.choreography?.songName ?? '',
  songLink: lesson.choreography?.songLink ?? '',
});

/** The form a mode starts from: the saved lesson (edit), its copy at the chosen slot (duplicate), or a new one. */
export const initialLessonForm = ({
  mode,
  lesson,
  query,
  now,
  timeZone,
  countryCodeOf,
}: {
  mode: LessonFormMode;
  lesson: Lesson | undefined;
  query: Pick<LessonQuery, 'slot' | 'roomId' | 'teacherId'>;
  now: Date;
  timeZone: string;
  countryCodeOf?: (written: string) => string | undefined;
}): LessonFormState => {
  if (!lesson || mode === 'add') return newLessonForm(query, now, timeZone);
  const saved = lessonFormOf(lesson, countryCodeOf);
  return mode === 'duplicate' ? withSlot(saved, query.slot) : saved;
};

/** `19`, `5` → `19:05`, the value of a time input. */
export const timeInputValue = (hour: number, minute: number): string =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** A time input's value as hour and minute, or `undefined` while it is incomplete. */
export const parseTimeInput = (value: string): { hour: number; minute: number } | undefined => {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
};
