/** Pure rules of spec §4, each in its own file with a table-driven test beside it. */
export * from './age';
export * from './attend-button';
export * from './attendance-week-page';
export * from './calendar-date';
export * from './calendar-range';
export * from './calendar-week';
export * from './cancellation';
export * from './capacity-badge';
export * from './current-lesson';
export * from './invite-status';
export * from './lesson-form-time';
export * from './lesson-overlap';
export * from './next-occurrence';
export * from './studio-style-colors';
export * from './studio-team';
export * from './studio-visibility';
export * from './time-zone';
