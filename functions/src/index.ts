/** What other workspaces may import from functions without loading any AWS client: the table design. */
export { type IndexDesign, TABLE_DESIGN } from './db/table-design';
