import { ListingScreen } from './ListingScreen.tsx';

/** /transact/nfo and /transact/nfo/search: open new fund offers, with their own cart. */
export default function NfoListing() {
  return <ListingScreen shelf="nfo" title="New Fund Offers" />;
}
