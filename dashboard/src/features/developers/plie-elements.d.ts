/**
 * The widgets' tags in React's JSX, typed from the sdk (React 19 reads intrinsic elements from
 * `React.JSX`, not the global `JSX` that `@plie/sdk/elements` augments). React 19 passes custom
 * elements' props on as properties or attributes, so `<plie-schedule studio="…" />` just works once
 * the script-tag bundle has defined it. `Attributes` adds React's `key`.
 */
import type { PlieIntrinsicElements } from '@plie/sdk/elements';
import type { Attributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'plie-schedule': PlieIntrinsicElements['plie-schedule'] & Attributes;
      'plie-lesson-signup': PlieIntrinsicElements['plie-lesson-signup'] & Attributes;
      'plie-group-join': PlieIntrinsicElements['plie-group-join'] & Attributes;
    }
  }
}
