import type { ReactNode } from 'react';

/** No header or footer: what an embedding site shows in its iframe (spec §2). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
    </main>
  );
}
