import { useCallback, useEffect, useState } from 'react';
import { EMBED_SCRIPT_PATH } from './snippets';

export type EmbedScriptState = 'loading' | 'ready' | 'failed';

const SCRIPT_SELECTOR = `script[src="${EMBED_SCRIPT_PATH}"]`;

/**
 * Loads the script-tag bundle into this page, as a studio's site would (once: a later visit of the
 * page finds the tag, or the elements already defined), and tells when `<plie-schedule>` is
 * defined. A script that failed is removed, so `retry` can add it again.
 */
export const useEmbedScript = () => {
  const [state, setState] = useState<EmbedScriptState>(() =>
    // No custom elements where the page is pre-rendered at build time.
    typeof customElements !== 'undefined' && customElements.get('plie-schedule') ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the effect on retry
  useEffect(() => {
    let current = true;
    void customElements.whenDefined('plie-schedule').then(() => {
      if (current) setState('ready');
    });
    if (customElements.get('plie-schedule')) return;
    let script = document.head.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
    if (!script) {
      script = document.createElement('script');
      script.type = 'module';
      script.src = EMBED_SCRIPT_PATH;
      document.head.append(script);
    }
    const failed = () => {
      script.remove();
      if (current) setState('failed');
    };
    script.addEventListener('error', failed);
    return () => {
      current = false;
      script.removeEventListener('error', failed);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
};
