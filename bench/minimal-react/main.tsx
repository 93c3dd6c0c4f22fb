/** The baseline of the dashboard-load budget: the smallest React 19 page with one heading. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Find your next dance class</h1>
    <p>Salsa, bachata, ballet, hip-hop and more.</p>
  </main>,
);
