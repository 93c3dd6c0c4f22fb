/** `<plie-group-join>` in the DOM and in JSX. */
import type { PlieWidgetElement, WidgetAttributes } from '../widget-element';

export interface PlieGroupJoinElement extends PlieWidgetElement {
  group: string;
}

export type PlieGroupJoinAttributes = WidgetAttributes<PlieGroupJoinElement> & { group: string };
