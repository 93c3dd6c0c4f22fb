/**
 * The valibot schemas of the demo fixtures (functions/src/local/fixtures/*.json), one per file,
 * built from the product's own field rules in @plie/shared (e-mail, username, studio slug, names,
 * colours, currencies, room capacity, addresses, levels, weekdays), so a fixture cannot hold data
 * the API would refuse. Times of day are "HH:MM" strings, read as hour and minute; dates stay
 * relative (weekdays), computed from the clock by the code that writes them.
 */
import {
  AddressSchema,
  CurrencySchema,
  EmailSchema,
  FullNameSchema,
  InstagramSchema,
  isIsoDate,
  LanguageSchema,
  LevelSchema,
  PasswordSchema,
  PriceSchema,
  PrimaryColorSchema,
  RENT_PRICE_MAX,
  RoomCapacitySchema,
  RoomNameSchema,
  StudioNameSchema,
  TEXT_MAX_LENGTH,
  textSchema,
  UrlSchema,
  UsernameSchema,
  visibleNameSchema,
  WeekdaySchema,
} from '@plie/shared';
import * as v from 'valibot';
import { STYLE_CATALOGUE } from '../domains/styles/catalogue';

const IsoDateSchema = v.pipe(v.string(), v.check(isIsoDate, 'a date as YYYY-MM-DD'));

/** "HH:MM" on a 24-hour clock, read as `{ hour, minute }`. */
const TimeOfDaySchema = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM'),
  v.transform((time) => ({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) })),
);

/** A lesson's length in minutes: at least one, under a day. */
const MinutesSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60 - 1));

const isTimezone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const TimezoneSchema = v.pipe(v.string(), v.check(isTimezone, 'an IANA time zone such as Europe/Warsaw'));

const STYLE_IDS = STYLE_CATALOGUE.map((style) => style.id);
const StyleIdSchema = v.picklist(STYLE_IDS, 'an unknown style (not in the style catalogue)');

const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'a two-letter country code'));

const AgeSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const AudienceSchema = v.pipe(
  v.object({ every: v.pipe(v.number(), v.integer(), v.minValue(2)), ageMin: AgeSchema, ageMax: AgeSchema }),
  v.check((audience) => audience.ageMin <= audience.ageMax, 'ageMin above ageMax'),
);

/** accounts.json: the people of JOURNEYS.md and the password every demo account shares. */
export const AccountsFixtureSchema = v.strictObject({
  password: PasswordSchema,
  accounts: v.array(
    v.strictObject({
      who: v.pipe(v.string(), v.nonEmpty()),
      name: FullNameSchema,
      username: UsernameSchema,
      email: EmailSchema,
      language: LanguageSchema,
      isTeacher: v.boolean(),
      dateOfBirth: IsoDateSchema,
    }),
  ),
});

/** teachers.json: the teachers of the demo studios and the date of birth they share. */
export const TeachersFixtureSchema = v.strictObject({
  dateOfBirth: IsoDateSchema,
  teachers: v.array(
    v.strictObject({
      name: FullNameSchema,
      username: UsernameSchema,
      email: EmailSchema,
      about: textSchema(TEXT_MAX_LENGTH.about),
    }),
  ),
});

const DemoRoomSchema = v.strictObject({
  name: RoomNameSchema,
  capacity: RoomCapacitySchema,
  rentPrice: v.optional(PriceSchema(RENT_PRICE_MAX)),
  address: AddressSchema,
});

/** studios.json: the studios (owner and teachers by e-mail, the first teacher an admin) and one invite. */
export const StudiosFixtureSchema = v.strictObject({
  studios: v.array(
    v.strictObject({
      name: visibleNameSchema(),
      studioName: StudioNameSchema,
      about: textSchema(TEXT_MAX_LENGTH.about),
      instagram: v.optional(InstagramSchema),
      link: v.optional(UrlSchema),
      primaryColor: PrimaryColorSchema,
      theme: v.boolean(),
      countryCode: CountryCodeSchema,
      currency: CurrencySchema,
      owner: EmailSchema,
      teachers: v.array(EmailSchema),
      rooms: v.pipe(
        v.array(DemoRoomSchema),
        v.minLength(1, 'at least one room (it gives the studio its city)'),
      ),
      status: v.optional(v.picklist(['hidden', 'unverified'])),
    }),
  ),
  pendingInvite: v.strictObject({ studio: StudioNameSchema, teacher: EmailSchema }),
});

const SlotSchema = v.strictObject({ start: TimeOfDaySchema, minutes: MinutesSchema });

/** lessons.json: how each studio's week is filled, and the teachers' outdoor lessons. */
export const LessonsFixtureSchema = v.strictObject({
  timezones: v.record(CountryCodeSchema, TimezoneSchema),
  week: v.strictObject({
    weekdaySlots: v.pipe(v.array(SlotSchema), v.minLength(1)),
    weekendSlots: v.pipe(v.array(SlotSchema), v.minLength(1)),
    kids: AudienceSchema,
    teens: AudienceSchema,
    closedGroupEvery: v.pipe(v.number(), v.integer(), v.minValue(2)),
    guestTeacherName: visibleNameSchema(),
  }),
  studioStyles: v.record(StudioNameSchema, v.pipe(v.array(StyleIdSchema), v.minLength(1))),
  outdoorLessons: v.array(
    v.strictObject({
      teacher: EmailSchema,
      name: visibleNameSchema(),
      styleId: StyleIdSchema,
      weekday: WeekdaySchema,
      start: TimeOfDaySchema,
      minutes: MinutesSchema,
      level: LevelSchema,
      timezone: TimezoneSchema,
      address: AddressSchema,
    }),
  ),
});

const GuestSchema = v.strictObject({
  name: FullNameSchema,
  email: EmailSchema,
  instagram: v.optional(InstagramSchema),
});

/** attendances.json: who is booked on a studio's evening classes next week and who came last week. */
export const AttendancesFixtureSchema = v.strictObject({
  studio: StudioNameSchema,
  eveningFromHour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
  language: LanguageSchema,
  guests: v.array(GuestSchema),
  eveningClasses: v.array(
    v.strictObject({
      nextWeek: v.array(EmailSchema),
      lastWeek: v.array(
        v.strictObject({
          dancer: EmailSchema,
          cancelledHoursBefore: v.optional(v.pipe(v.number(), v.minValue(0))),
        }),
      ),
    }),
  ),
});

/** groups.json: a studio's last lessons of the week as a course, and who joined it. */
export const GroupsFixtureSchema = v.strictObject({
  studio: StudioNameSchema,
  owner: EmailSchema,
  courseLessons: v.pipe(v.number(), v.integer(), v.minValue(2)),
  language: LanguageSchema,
  members: v.array(GuestSchema),
});

export type AccountsFixture = v.InferOutput<typeof AccountsFixtureSchema>;
export type TeachersFixture = v.InferOutput<typeof TeachersFixtureSchema>;
export type StudiosFixture = v.InferOutput<typeof StudiosFixtureSchema>;
export type DemoStudio = StudiosFixture['studios'][number];
export type LessonsFixture = v.InferOutput<typeof LessonsFixtureSchema>;
export type AttendancesFixture = v.InferOutput<typeof AttendancesFixtureSchema>;
export type DemoGuest = AttendancesFixture['guests'][number];
export type GroupsFixture = v.InferOutput<typeof GroupsFixtureSchema>;
