/** The attributes of `<plie-lesson-signup>`: the lesson's id and, optionally, the occurrence's date. */
import { COMMON_ATTRIBUTE_NAMES } from '../common-attribute-names';

export const LESSON_SIGNUP_ATTRIBUTE_NAMES = ['lesson', 'date', ...COMMON_ATTRIBUTE_NAMES] as const;
