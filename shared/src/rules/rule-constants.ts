/**
 * Numbers the pure rules need, each from spec §9 (Business constants and limits).
 * Kept here until `shared/src/constants.ts` lands; the lead will merge the two.
 */

/** §9 "Capacity thresholds: 75 percent yellow, full red." */
export const CAPACITY_WARNING_RATIO = 0.75;

/** §9 "Default room capacity 30." */
export const DEFAULT_ROOM_CAPACITY = 30;

/** §9 "Cancellation flagged when under 12 hours before the lesson." */
export const LATE_CANCELLATION_HOURS = 12;

/** §9 "Attendance list pages by week (7 days)." */
export const ATTENDANCE_PAGE_DAYS = 7;

/** §9 "Mobile breakpoint 600 px." */
export const MOBILE_BREAKPOINT_PX = 600;

/** §9 "Calendar: 15-minute slots." */
export const CALENDAR_SLOT_MINUTES = 15;

/** §9 "Calendar: … padded one hour." */
export const CALENDAR_PADDING_MINUTES = 60;

/** §9 "Calendar: … default 08:00 to 12:00" (minutes after midnight). */
export const CALENDAR_DEFAULT_MIN_MINUTES = 8 * 60;
export const CALENDAR_DEFAULT_MAX_MINUTES = 12 * 60;

/** §9 "Age filter 0 to 100; 100 means no upper limit, 0 no lower limit." */
export const AGE_NO_LOWER_LIMIT = 0;
export const AGE_NO_UPPER_LIMIT = 100;

/** §9 "Levels 0 to 3 (Beginner, Intermediate, Pro, Open)": the lesson form resets to Beginner. */
export const LEVEL_BEGINNER = 0;

/** §9 "Default studio colour teal." */
export const DEFAULT_STUDIO_COLOR = 'teal';

/** §9 "Weekday numbering starts Monday at 0." Minutes and days, for date arithmetic. */
export const DAYS_PER_WEEK = 7;
export const MINUTES_PER_DAY = 24 * 60;
