/**
 * The pre-render pass (issue #18): the build's render of a pre-rendered page (build/prerender-plugin.ts)
 * and the browser's hydration of it must produce the very same markup, or React throws the page away
 * and renders it again. What only the browser knows — the signed-in user, the page's own origin, the
 * screen's width — is therefore left out of that first render, and filled in by the render right
 * after it.
 *
 * `useSyncExternalStore` does exactly this: its server snapshot (`true`) is what the server renders
 * and what hydration renders, component by component (also inside a part that hydrates later), and
 * React then renders again with the client's snapshot (`false`). A page rendered in the browser from
 * scratch (`createRoot`) never sees `true`.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inTheBrowser = () => false;
const inThePrerenderPass = () => true;

/**
 * Provided `true`, a render on the server is not the pre-render pass: it renders what the browser
 * renders (tests that render hooks on the server for a signed-in user, say).
 */
export const BrowserRenderOnServer = createContext(false);

/**
 * Provided `true` around a page the server renders with its data (ADR 0019: a studio's page, the
 * schedule…): its pre-render pass draws the page as an anonymous visitor sees it — the session known
 * to be none, so the viewer's reads are asked as 'anonymous' — and the browser hydrates it only for a
 * visitor with no stored session (others get the page rendered anew, as before).
 */
export const RenderedForAnonymous = createContext(false);

/** Whether this render is the pre-render pass (the build's render, or the browser's hydration of it). */
export const usePrerenderPass = (): boolean => {
  const browserRender = useContext(BrowserRenderOnServer);
  const pass = useSyncExternalStore(subscribeToNothing, inTheBrowser, inThePrerenderPass);
  return pass && !browserRender;
};

/**
 * Whether the visitor's session is still unknown to this render: in the pre-render pass of a build's
 * page, yes. On a page the server rendered for an anonymous visitor, no, on the server or in the
 * browser: the browser hydrates it only when no session is stored (app/render.tsx), so its first
 * render knows the answer already (none), as the server assumed. Its snapshot is then the same on
 * both sides: React has nothing to render again once it has hydrated (a changed snapshot would make it
 * render every reader again at once, in one task: ~500 ms at 4× on a studio's page).
 */
export const useSessionUnknown = (): boolean => {
  const browserRender = useContext(BrowserRenderOnServer);
  const anonymousPage = useContext(RenderedForAnonymous);
  const pass = useSyncExternalStore(
    subscribeToNothing,
    inTheBrowser,
    anonymousPage ? inTheBrowser : inThePrerenderPass,
  );
  return pass && !browserRender;
};

/**
 * The page's origin (`https://plie.dance`), for the code snippets that name this site; empty in the
 * pre-render pass, whose build does not know where it will be served from (the snippets then name
 * the embed script by its path, until the browser's render fills the origin in).
 */
export const usePageOrigin = (): string => {
  const prerendering = usePrerenderPass();
  return prerendering ? '' : window.location.origin;
};
