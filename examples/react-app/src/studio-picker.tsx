import type { PlieClient } from '@plie/sdk';
import type { ReactElement } from 'react';
import useSWR from 'swr';
import { alertStyles, fieldStyles } from './app.styles';
import type { Texts } from './texts';

interface StudioOption {
  studioName: string;
  name: string;
}

/** Offered at once, and still when the search fails: the local runtime's demo studios. */
export const DEMO_STUDIOS: readonly StudioOption[] = [
  { studioName: 'rytm_krakow', name: 'Rytm Dance Studio' },
  { studioName: 'salsa_warszawa', name: 'Salsa Warszawa' },
];

/** The demo studios and the found ones, once each, by name. */
const studioOptions = (found: readonly StudioOption[]): StudioOption[] =>
  [...new Map([...DEMO_STUDIOS, ...found].map((studio) => [studio.studioName, studio])).values()].sort(
    (a, b) => a.name.localeCompare(b.name),
  );

/** A `<select>` of the publicly visible studios (`client.studios.search`), by address name. */
export function StudioPicker({
  client,
  value,
  onChange,
  texts,
}: {
  client: PlieClient;
  value: string;
  onChange: (studioName: string) => void;
  texts: Texts;
}): ReactElement {
  const { data, error } = useSWR('plie/studios', () => client.studios.search({ body: { limit: 50 } }));
  return (
    <div>
      <label css={fieldStyles}>
        {texts.studio}
        <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {studioOptions(data?.items ?? []).map((studio) => (
            <option key={studio.studioName} value={studio.studioName}>
              {studio.name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" css={alertStyles}>
          {texts.studiosFailed}
        </p>
      )}
    </div>
  );
}
