/** The script-tag bundle's size: built as for production, measured per file and as a page loads it. */
import { buildEmbed, EMBED_BUDGET_BYTES } from '../sdk/scripts/embed-build';

export const measureWidgetBundle = async () => {
  const sizes = await buildEmbed();
  return { ...sizes, budget: EMBED_BUDGET_BYTES };
};
