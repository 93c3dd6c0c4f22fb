/**
 * A part of a page whose code loads only once it is wanted (issue #18: the first view's JavaScript):
 * when its place comes within a quarter of a screen of the viewport, or the visitor touches or
 * focuses it.
 *
 * On a page the build pre-rendered, the part's markup is on screen from the HTML. React leaves a
 * `Suspense` boundary whose code has not loaded as the server drew it, and hydrates it once the code
 * is in: the part reads as it should meanwhile, and its code costs the first view nothing. A tap on it
 * before then would reach no handler, so it is held (with its default cancelled, except a checkbox's or
 * a radio's, which shows its tick at once) and the last one is replayed once the part has hydrated,
 * as the pre-render guard does for a server-rendered page (shared/prerendered-pages.ts).
 */

/**
 * How far below the viewport a part's place starts its code loading: a quarter of a screen, ahead of
 * a scroll (its markup is on screen meanwhile, and a tap is held). Half a screen loaded the landing's
 * lower sections at once on a 412 × 823 phone, whose first screen and a half end 70 px short of them.
 */
export const NEAR_SCREEN_MARGIN = '0px 0px 25% 0px';

/** The events of a tap, held until the part has hydrated. */
const TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'];

/** Events that say the visitor is about to use the part: its code starts loading at once. */
const INTENT_EVENTS = ['focusin', 'keydown'];

/** What a held tap needs of its target (an element). */
interface TapTarget {
  type?: string;
  checked?: boolean;
  isConnected?: boolean;
  click?: () => void;
  closest?: (selector: string) => unknown;
  parentNode?: TapTarget | null;
}

/** The tap held last: replayed on its target (or its nearest clickable ancestor) once the part is in. */
interface HeldTap {
  target: TapTarget;
  /** A checkbox's state before the tap (a radio: unchecked), restored before the replay. */
  checkedBefore?: boolean;
}

/**
 * Watches `element` (the part's place, rendered with the page) until the part has been shown:
 * calls `load` when it nears the viewport or is touched, focused or typed into, and holds taps on it
 * meanwhile. `shown()` (the part's first commit) replays the last tap held and stops; `stop()` (the
 * page left) stops without replaying.
 */
export function deferPart(
  element: HTMLElement,
  load: () => void,
  { observe = defaultObserve }: { observe?: typeof defaultObserve } = {},
): { shown: () => void; stop: () => void } {
  let held: HeldTap | undefined;
  let active = true;
  const onTap = (event: Event) => {
    if (!active || !element.contains(event.target as Node | null)) return;
    load();
    // Nothing of the part handles it yet, and nothing should act on it: held, the last one replayed.
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    const target = event.target as TapTarget;
    if (target.type === 'checkbox' || target.type === 'radio') {
      held = { target, checkedBefore: target.type === 'radio' ? false : !target.checked };
    } else if (!target.closest?.('label')) {
      event.preventDefault();
      held = { target };
    }
  };
  const onIntent = () => load();
  // On the document, in the capture phase: before React's own listener on the app's root, which stops
  // a tap on a part it cannot hydrate yet from going any further.
  const events = element.ownerDocument;
  for (const type of TAP_EVENTS) events.addEventListener(type, onTap, true);
  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, true);
  const stopObserving = observe(element, load);
  const stop = () => {
    if (!active) return;
    active = false;
    stopObserving();
    for (const type of TAP_EVENTS) events.removeEventListener(type, onTap, true);
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
  };
  return {
    stop,
    shown: () => {
      stop();
      const tap = held;
      held = undefined;
      if (!tap) return;
      // After the commit that showed the part, once React's handlers are attached to it.
      setTimeout(() => replay(tap));
    },
  };
}

const replay = ({ target, checkedBefore }: HeldTap) => {
  let clickable: TapTarget | null | undefined = target;
  while (clickable && !clickable.click) clickable = clickable.parentNode;
  if (!clickable?.isConnected) return;
  if (checkedBefore !== undefined) clickable.checked = checkedBefore;
  clickable.click?.();
};

/** Calls `near` once `element` comes within `NEAR_SCREEN_MARGIN` of the viewport (at once without IntersectionObserver). */
function defaultObserve(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
