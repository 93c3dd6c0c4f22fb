import { webPath } from '@plie/shared';

/** A dance style as the API lists it (`GET /api/style`). Names are proper nouns, never translated. */
export interface DanceStyle {
  id: string;
  name: string;
}

/** Where choosing a style leads: the public schedule filtered to it. */
export const scheduleHrefForStyle = (style: DanceStyle): string => webPath.schedule({ styles: style.id });
