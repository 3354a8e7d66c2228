import { HolderStore } from './holder.ts';
import { InvestorStore } from './investor.ts';
import { fetchStaticMenuFile, MenuStore } from './menu.ts';
import { PartnerStore } from './partner.ts';
import type { RootStore } from './root.ts';

/**
 * The signed-in frame's stores: the menu, the investor selector, the wealth partner and the first
 * holder's name. They hang off the root (`root.portal`) but are made here, on first use, so the
 * login page does not download them; logout reloads the page, which drops them with everything else.
 */
export interface PortalStores {
  /** The account they were made for. */
  readonly account: string;
  menu: MenuStore;
  investor: InvestorStore;
  partner: PartnerStore;
  holder: HolderStore;
}

/**
 * The stores of the signed-in account. A login after a 401 happens without a page load, so stores
 * made for another account are dropped rather than shown to the next user.
 */
export function portalStoresOf(root: RootStore): PortalStores {
  const account = root.session.fields.njacno;
  const held = root.portal;
  if (held?.account === account) return held;
  if (held) {
    held.menu.dispose();
    held.investor.dispose();
  }
  const { session } = root;
  const stores: PortalStores = {
    account,
    menu: new MenuStore({
      api: root.api,
      fetchStaticMenu: fetchStaticMenuFile,
      opens: root.opensScreen,
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
    }),
    investor: new InvestorStore(root.api),
    partner: new PartnerStore(root.api),
    holder: new HolderStore(root),
  };
  root.portal = stores;
  return stores;
}
