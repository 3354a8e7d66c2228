/** What other areas may use of the menu area; they import it from here, never a deeper file. */
export { loadMenuTree, menuViewerFor } from './domain.ts';
export { menuHelpFiles } from './schema.ts';
