/**
 * What a document rendered on the server carries for the browser's hydration (ADR 0019), in
 * `<script type="application/json" id="plie-data">` (not executable: the CSP's `script-src` is not
 * involved): the address, moment and window it was rendered for, and the answers of its reads by SWR key.
 */
import { SERVER_RENDERED_DATA_ID } from '@plie/shared';

export interface ServerRenderedData {
  /** The path the server rendered (as requested, percent-encoded). */
  path: string;
  /** The query it rendered, without `?`. */
  search: string;
  /** When it rendered (ISO 8601). */
  renderedAt: string;
  /** Whether it rendered for a narrow window (a phone's layout). */
  narrowWindow: boolean;
  /** The answers of its reads, by SWR key. */
  answers: Record<string, unknown>;
}

/** The element holding `data`: JSON with every `<` escaped, so no text in it can end the element. */
export const serverRenderedDataElement = (data: ServerRenderedData): string =>
  `<script type="application/json" id="${SERVER_RENDERED_DATA_ID}">${JSON.stringify(data).replace(
    /</g,
    '\\u003c',
  )}</script>`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data of the server-rendered document this is, if it is one and its data reads as such. */
export const readServerRenderedData = (
  document: Pick<Document, 'getElementById'>,
): ServerRenderedData | undefined => {
  const text = document.getElementById(SERVER_RENDERED_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (
      isRecord(data) &&
      typeof data.path === 'string' &&
      typeof data.search === 'string' &&
      typeof data.renderedAt === 'string' &&
      typeof data.narrowWindow === 'boolean' &&
      !Number.isNaN(Date.parse(data.renderedAt)) &&
      isRecord(data.answers)
    ) {
      const { path, search, renderedAt, narrowWindow, answers } = data;
      return { path, search, renderedAt, narrowWindow, answers };
    }
  } catch {
    // Not JSON: rendered anew.
  }
  return undefined;
};
