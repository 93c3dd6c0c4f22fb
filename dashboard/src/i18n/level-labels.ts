/**
 * The names of the lesson levels in the interface language, for every screen that shows a level
 * (the lesson form, the landing page's demos). Weekday names and times come from `useLessonFormat`
 * (through `Intl`), beside this module.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Lesson levels of spec §3 (Beginner 0, Intermediate 1, Pro 2, Open 3). */
export const LEVEL_LABELS: readonly MessageDescriptor[] = [
  msg({ message: 'Beginner', context: 'lesson level' }),
  msg({ message: 'Intermediate', context: 'lesson level' }),
  msg({ message: 'Pro', context: 'lesson level' }),
  msg({ message: 'Open', context: 'lesson level' }),
];
