/**
 * The numbers the rules use, in the units the rules compute in — derived from the one set of
 * business constants (`../constants.ts`, spec §9), never restated. Internal to `rules/`.
 */
import { AGE, ATTENDANCE, CALENDAR, CAPACITY, LAYOUT, LESSON_DEFAULTS, STUDIO, WEEKDAY } from '../constants';
import { Level } from '../enums';

export const CAPACITY_WARNING_RATIO = CAPACITY.yellowThreshold;
export const DEFAULT_ROOM_CAPACITY = CAPACITY.defaultRoom;
export const LATE_CANCELLATION_HOURS = ATTENDANCE.lateCancellationHours;
export const ATTENDANCE_PAGE_DAYS = ATTENDANCE.listPageDays;
export const MOBILE_BREAKPOINT_PX = LAYOUT.mobileBreakpointPx;
export const CALENDAR_SLOT_MINUTES = CALENDAR.slotMinutes;
export const CALENDAR_PADDING_MINUTES = CALENDAR.paddingHours * 60;
export const CALENDAR_DEFAULT_MIN_MINUTES = CALENDAR.defaultStartHour * 60;
export const CALENDAR_DEFAULT_MAX_MINUTES = CALENDAR.defaultEndHour * 60;
export const AGE_NO_LOWER_LIMIT = LESSON_DEFAULTS.ageMin ?? AGE.min;
export const AGE_NO_UPPER_LIMIT = LESSON_DEFAULTS.ageMax ?? AGE.max;
export const LEVEL_BEGINNER = Level.Beginner;
export const DEFAULT_STUDIO_COLOR = STUDIO.defaultPrimaryColor;
export const DAYS_PER_WEEK = WEEKDAY.count;
export const MINUTES_PER_DAY = 24 * 60;
