/** `<plie-schedule>` in the DOM (`document.querySelector('plie-schedule')`) and in JSX. */
import type { PlieWidgetElement, WidgetAttributes } from '../widget-element';

export interface PlieScheduleElement extends PlieWidgetElement {
  studio: string;
  view?: 'table' | 'calendar';
  styles?: string;
  levels?: string;
  days?: string;
}

export type PlieScheduleAttributes = WidgetAttributes<PlieScheduleElement> & { studio: string };
