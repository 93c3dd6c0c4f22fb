/**
 * The dashboard's emotion cache: emotion's own, without its vendor prefixer. Every browser Plié
 * supports takes the standard properties, and the few that still want a `-webkit-` twin
 * (`user-select`, `backdrop-filter`, `text-size-adjust` in Safari) write it beside the standard one.
 * The prefixer ran on every declaration of every rule inserted while a page renders: about a third
 * of emotion's insertion time (issue #18; ADR 0018).
 *
 * The key stays `css`, so the rules the pre-rendered pages carry are taken over, not written twice.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const STYLE_CACHE_KEY = 'css';

/** A new cache: one for the browser, and one per page the build pre-renders. */
export const createStyleCache = (): EmotionCache => createCache({ key: STYLE_CACHE_KEY, stylisPlugins: [] });
