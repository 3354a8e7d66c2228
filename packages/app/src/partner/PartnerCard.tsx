import { observer } from 'mobx-react-lite';
import type { PartnerStore } from '../stores/partner.ts';
import { PartnerMediaLinks } from './PartnerMediaLinks.tsx';
import './partner.css';

/** The partner's profile (spec 001 §2): handler, company, codes, product basket, contacts, media. */
export const PartnerCard = observer(function PartnerCard({ partner }: { partner: PartnerStore }) {
  if (partner.status === 'loading' || partner.status === 'idle') {
    return <p role="status">Loading your wealth partner…</p>;
  }
  if (partner.status === 'failed' || !partner.profile) {
    return <p className="message message--error">{partner.error}</p>;
  }
  const p = partner.profile;
  return (
    <div className="partner-card">
      <div className="partner-card__who">
        {partner.profilePictureUrl ? (
          <img
            className="partner-card__photo"
            src={partner.profilePictureUrl}
            alt={p.relationshipHandlerName}
            width="72"
            height="72"
          />
        ) : (
          <span className="partner-card__photo partner-card__photo--initials" aria-hidden="true">
            {initials(p.relationshipHandlerName)}
          </span>
        )}
        <div>
          <p className="partner-card__name">{p.relationshipHandlerName}</p>
          <p className="partner-card__designation">{p.relationshipHandlerDesignation}</p>
        </div>
      </div>
      <div className="partner-card__company">
        {partner.logoUrl && <img src={partner.logoUrl} alt={`${p.partnerCompName} logo`} height="40" />}
        <p className="partner-card__company-name">{p.partnerCompName}</p>
      </div>
      <dl className="partner-card__codes">
        <div>
          <dt>ARN</dt>
          <dd>{p.arn || '-'}</dd>
        </div>
        <div>
          <dt>EUIN</dt>
          <dd>{p.euin || '-'}</dd>
        </div>
        <div>
          <dt>Partner Code</dt>
          <dd>{p.njCode || '-'}</dd>
        </div>
      </dl>
      {partner.productBasket.length > 0 && (
        <section aria-label={p.captionProductBasket || 'Product Basket'}>
          <h3 className="partner-card__caption">{p.captionProductBasket || 'Product Basket'}</h3>
          <ul className="partner-card__basket">
            {partner.productBasket.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </ul>
        </section>
      )}
      {partner.contactRows.length > 0 && (
        <ul className="partner-card__contacts" aria-label="Contact">
          {partner.contactRows.map((row) => (
            <li key={`${row.mobileNo}|${row.emailId}`}>
              {row.mobileNo && (
                <a href={`tel:${row.mobileNo.replace(/\s+/g, '')}`}>
                  <span aria-hidden="true">☎ </span>
                  {row.mobileNo}
                </a>
              )}
              {row.emailId && (
                <a href={`mailto:${row.emailId}`}>
                  <span aria-hidden="true">✉ </span>
                  {row.emailId}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <PartnerMediaLinks media={p.mediaList} label="Follow your partner" />
    </div>
  );
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
