import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STYLES = {
  bachata: msg`Bachata`,
  salsa: msg`Salsa`,
  contemporary: msg`Contemporary`,
  ballet: msg`Ballet`,
  hipHop: msg`Hip-hop`,
  kizomba: msg`Kizomba`,
} satisfies Record<string, MessageDescriptor>;

export interface DemoLesson {
  weekday: number;
  start: readonly [number, number];
  end: readonly [number, number];
  style: MessageDescriptor;
  teacher: string;
  level: number;
  attendees: number;
  capacity: number;
  /** The row the demo shows as under way right now. */
  now?: boolean;
}

/** A believable week at a studio in Kraków — sample data for the schedule demo. */
export const DEMO_WEEK: readonly DemoLesson[] = [
  {
    weekday: 0,
    start: [18, 0],
    end: [19, 0],
    style: STYLES.bachata,
    teacher: 'Anna Kowalska',
    level: 0,
    attendees: 9,
    capacity: 18,
  },
  {
    weekday: 0,
    start: [19, 15],
    end: [20, 30],
    style: STYLES.salsa,
    teacher: 'Marco Rossi',
    level: 1,
    attendees: 14,
    capacity: 18,
    now: true,
  },
  {
    weekday: 1,
    start: [17, 0],
    end: [18, 0],
    style: STYLES.ballet,
    teacher: 'Olena Petrenko',
    level: 0,
    attendees: 6,
    capacity: 12,
  },
  {
    weekday: 1,
    start: [18, 30],
    end: [19, 45],
    style: STYLES.contemporary,
    teacher: 'Iryna Shevchenko',
    level: 3,
    attendees: 16,
    capacity: 16,
  },
  {
    weekday: 3,
    start: [20, 0],
    end: [21, 0],
    style: STYLES.hipHop,
    teacher: 'Piotr Wiśniewski',
    level: 2,
    attendees: 10,
    capacity: 20,
  },
];

export interface DemoAttendee {
  name: string;
  attended: boolean;
  /** Hours before the start the place was cancelled, if it was. */
  cancelledHoursBefore?: number;
}

export const DEMO_ATTENDEES: readonly DemoAttendee[] = [
  { name: 'Marta Nowak', attended: true },
  { name: 'Oleh Kovalenko', attended: true },
  { name: 'Zofia Mazur', attended: false },
  { name: 'Kasia Zielińska', attended: false, cancelledHoursBefore: 5 },
  { name: 'Taras Bondarenko', attended: false, cancelledHoursBefore: 30 },
];

/** Signed-up dancers the attendance card mentions in its header (more than it lists). */
export const DEMO_SIGNED_UP = 12;
