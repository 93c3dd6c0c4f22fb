import { ApiError, type PlieClient } from '@plie/sdk';
import { LessonTable, useNow } from '@plie/sdk/components';
import { type ReactElement, useId } from 'react';
import useSWR from 'swr';
import { alertStyles, mutedStyles, panelStyles } from './app.styles';
import type { Texts } from './texts';

/** The SWR key's first part for a city's lessons (`[CITY_LESSONS_KEY, country, city]`). */
export const CITY_LESSONS_KEY = 'plie/lessons';

/**
 * The first lessons of a city's week, straight from the client (`client.lessons.search`), as a
 * `<LessonTable>`. A city search needs the country (ISO code) with the city's name.
 */
export function CityLessons({
  client,
  city,
  country,
  texts,
}: {
  client: PlieClient;
  city: string;
  country: string;
  texts: Texts;
}): ReactElement {
  const now = useNow();
  const headingId = useId();
  const { data, error } = useSWR([CITY_LESSONS_KEY, country, city], () =>
    client.lessons.search({ body: { city, country, limit: 5 } }),
  );
  const heading = texts.lessonsIn(city);
  return (
    <section css={panelStyles} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {error ? (
        <p role="alert" css={alertStyles}>
          {texts.lessonsFailed}
          {error instanceof ApiError && ` (${error.body.message})`}
        </p>
      ) : data ? (
        <LessonTable lessons={data.items} now={now} caption={heading} />
      ) : (
        <p role="status" css={mutedStyles}>
          {texts.loading}
        </p>
      )}
    </section>
  );
}
