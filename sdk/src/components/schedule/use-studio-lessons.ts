/**
 * The schedule's data: the studio by its address name (a studio the public may not see is a 404,
 * as the API would answer a stranger) and all its lessons matching the levels and days, then the
 * styles; and the host page told of the studio, of the first data and of a failed load, once each.
 */
import { isStudioPubliclyVisible, type Level, type Studio } from '@plie/shared';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../client/api-error';
import type { PlieClient } from '../../client/create-client';
import type { Messages } from '../../i18n/en';
import { useRemote } from '../use-remote';
import { allLessons } from './all-lessons';
import { matchesStyles, type ScheduleFailure, scheduleFailure } from './schedule-rules';

export interface StudioLessonsQuery {
  studioName: string;
  client: {
    studios: Pick<PlieClient['studios'], 'getByStudioName'>;
    lessons: Pick<PlieClient['lessons'], 'search'>;
  };
  styles: readonly string[];
  levels: readonly Level[];
  days: readonly number[];
}

export interface StudioLessonsListeners {
  onStudio?: ((studio: Studio) => void) | undefined;
  onReady?: (() => void) | undefined;
  onError?: ((failure: ScheduleFailure) => void) | undefined;
}

export const useStudioLessons = (
  { studioName, client, styles, levels, days }: StudioLessonsQuery,
  { onStudio, onReady, onError }: StudioLessonsListeners,
  messages: Messages,
) => {
  const filterKey = JSON.stringify({ studioName, levels, days });
  const remote = useRemote(studioName ? filterKey : null, async (signal) => {
    const studio = await client.studios.getByStudioName({ params: { studioName } }, { signal });
    if (!isStudioPubliclyVisible(studio))
      throw new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Studio not found' });
    const lessons = await allLessons(
      client,
      {
        studioIds: [studio.id],
        ...(levels.length ? { levels: [...levels] } : {}),
        ...(days.length ? { days: [...days] } : {}),
      },
      { signal },
    );
    return { studio, lessons };
  });
  const studio = remote.data?.studio;
  const lessons = useMemo(
    () => (remote.data?.lessons ?? []).filter((lesson) => matchesStyles(lesson, styles)),
    [remote.data, styles],
  );

  // The host hears of the studio, of the first render of data and of a failed load, once each.
  const told = useRef<{ studio?: string; ready?: boolean; error?: unknown }>({});
  useEffect(() => {
    if (studio && told.current.studio !== studio.id) {
      told.current.studio = studio.id;
      onStudio?.(studio);
    }
    if (remote.data && !told.current.ready) {
      told.current.ready = true;
      onReady?.();
    }
    if (remote.error && told.current.error !== remote.error) {
      told.current.error = remote.error;
      onError?.(scheduleFailure(remote.error, messages.widget.scheduleFailed));
    }
  }, [studio, remote.data, remote.error, onStudio, onReady, onError, messages]);

  return { studio, lessons, loaded: Boolean(remote.data), error: remote.error, reload: remote.reload };
};
