import type { ReactNode } from 'react';

/** A required field's label: the asterisk is for the eye; the field itself says `required`. */
export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true"> *</span>
    </>
  );
}
