let asked = false;

/**
 * Makes the page's first use of `Intl` soon, in a task of its own, once. That first use costs a phone
 * 50–300 ms (V8 lists the locales ICU has data for), and every widget formats dates: made while a
 * widget's code downloads, it no longer lengthens the task that draws the widget (issue #18: total
 * blocking time on a studio's site). Plié's own pages make it in their guard script, before their
 * first paint (`PRERENDER_GUARD_SCRIPT`).
 */
export const warmUpIntlSoon = (later: (run: () => void) => void = (run) => setTimeout(run, 0)): void => {
  if (asked) return;
  asked = true;
  later(() => {
    try {
      new Intl.DateTimeFormat().format(0);
    } catch {
      // No Intl: the widgets' own formatting reports what it must.
    }
  });
};
