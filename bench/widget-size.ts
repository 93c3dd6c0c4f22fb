/**
 * The script-tag bundle's size: built as for production, measured per file and as pages load it —
 * the first load (the loader), a page with a single tag, all three widgets in English — beside the
 * two budgets the build enforces.
 */
import { buildEmbed, EMBED_BUDGET_BYTES, EMBED_FIRST_LOAD_BUDGET_BYTES } from '../sdk/scripts/embed-build';

export const measureWidgetBundle = async () => {
  const sizes = await buildEmbed();
  return { ...sizes, budget: EMBED_BUDGET_BYTES, firstLoadBudget: EMBED_FIRST_LOAD_BUDGET_BYTES };
};
