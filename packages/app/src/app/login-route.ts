import * as LoginScreenModule from '../login/LoginScreen.tsx';
import type { RouteEntry } from './route-table.ts';

// The login page is most visitors' first page: its row and screen are bundled with the entry; every
// other row (and the loaders of their screens) comes with the route table, fetched when needed.
export const loginRoute: RouteEntry = {
  path: '/login',
  access: 'guestOnly',
  title: 'Login',
  chrome: 'plain',
  screen: () => Promise.resolve(LoginScreenModule),
};
