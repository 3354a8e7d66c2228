import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { FatcaFormLinksStore } from './form-links-store.ts';

/**
 * On the FATCA declaration gate: a holder who is a citizen or tax resident of another country fills in
 * the FATCA form (in a new tab); once every holder has, the gate is clear at the next login too.
 */
export const FatcaFormLinks = observer(function FatcaFormLinks({ njAcNo }: { njAcNo: string }) {
  const root = useStores();
  const [store] = useState(() => new FatcaFormLinksStore(root.api));
  useEffect(() => {
    void store.load(njAcNo);
  }, [store, njAcNo]);

  if (store.links.length === 0) return null;
  return (
    <div className="fatca-links">
      <p>
        Citizen or tax resident of a country other than India? Give the details in the FATCA form instead:
      </p>
      <ul>
        {store.links.map((link) => (
          <li key={link.holder}>
            <a href={link.link} target="_blank" rel="noopener">
              FATCA form of {link.holderName}
            </a>
            {link.declared === 'Y' && ' (submitted)'}
          </li>
        ))}
      </ul>
    </div>
  );
});
