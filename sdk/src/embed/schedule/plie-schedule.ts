/**
 * The code of `<plie-schedule>`: a chunk of its own (`plie-schedule-<hash>.js`), fetched by the loader
 * (`../plie.ts`) the first time such a tag connects. Its week calendar is a further chunk, fetched
 * when the visitor first switches to it.
 */
import { widgetCode } from '../widget-code';
import { ScheduleWidget } from './schedule-widget';

export const schedule = widgetCode(ScheduleWidget);
