import { InvestorStore } from '../stores/investor.ts';
import { fetchStaticMenuFile, MenuStore } from '../stores/menu.ts';
import { PartnerStore } from '../stores/partner.ts';
import type { RootStore } from '../stores/root.ts';
import { SearchStore } from '../stores/search.ts';

/**
 * The header's stores (menu, search, investor, partner), made on first use for a root store. They
 * live beside the root rather than inside it so the login page does not download them; logout
 * reloads the page, which drops them with everything else.
 */
export interface PortalStores {
  menu: MenuStore;
  search: SearchStore;
  investor: InvestorStore;
  partner: PartnerStore;
}

const byRoot = new WeakMap<RootStore, { account: string; stores: PortalStores }>();

/**
 * The stores of the signed-in account. A login after a 401 happens without a page load, so stores
 * made for another account are dropped rather than shown to the next user.
 */
export function portalStoresOf(root: RootStore): PortalStores {
  const account = root.session.fields.njacno;
  const held = byRoot.get(root);
  if (held && held.account !== account) {
    held.stores.menu.dispose();
    held.stores.investor.dispose();
  }
  let stores = held?.account === account ? held.stores : undefined;
  if (!stores) {
    const { session } = root;
    const menu = new MenuStore({
      api: root.api,
      fetchStaticMenu: fetchStaticMenuFile,
      viewer: () => {
        const ucc = session.fields.ucc_dtl;
        return {
          loginId: session.fields.loginid,
          njAcNo: session.fields.njacno,
          // Branch lists of the menu hold the NJ branch code.
          brCode: ucc?.njBrCode || ucc?.brCode || null,
          openedFrom: typeof ucc?.openedFrom === 'string' ? ucc.openedFrom : '',
        };
      },
    });
    stores = {
      menu,
      search: new SearchStore(root.api, (result) => {
        const node = menu.findByLink(result.url, result.displayName);
        return node ? menu.helpFor(node) : null;
      }),
      investor: new InvestorStore(root.api),
      partner: new PartnerStore(root.api),
    };
    byRoot.set(root, { account, stores });
  }
  return stores;
}
