/**
 * A small app using the published SDK: suggest cities for what a dancer types, the way the
 * landing page's search does.
 *
 *   PLIE_API_URL=http://127.0.0.1:3000 npx tsx --conditions=plie-source examples/sdk-node/find-cities.ts Kra pl
 *
 * (`--conditions=plie-source` reads the SDK from this repository's sources; an app that installed
 * `@plie/sdk` from npm runs it with plain `npx tsx`.)
 */
import { ApiError, createClient, type PlieClient } from '@plie/sdk';

const COUNTRY_OF_LANGUAGE: Record<string, string | undefined> = { pl: 'PL', ua: 'UA' };

/** Up to five cities starting with `text`, the language's country first: "Kraków, Poland". */
export const findCities = async (client: PlieClient, text: string, language = 'en'): Promise<string[]> => {
  const cities = await client.locations.searchCities({
    query: { q: text, limit: 5, prefer: COUNTRY_OF_LANGUAGE[language] },
  });
  return cities.map((city) => `${city.name}, ${city.country}`);
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const [text = 'Kra', language = 'en'] = process.argv.slice(2);
  const client = createClient({ baseUrl: process.env.PLIE_API_URL ?? 'http://127.0.0.1:3000' });
  try {
    for (const line of await findCities(client, text, language)) console.log(line);
  } catch (error) {
    console.error(error instanceof ApiError ? `${error.status}: ${error.body.message}` : error);
    process.exitCode = 1;
  }
}
