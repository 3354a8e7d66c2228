import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../stores/context.ts';
import { portalStoresOf } from '../stores/portal-stores.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { PartnerCard } from './PartnerCard.tsx';
import { PartnerMediaLinks } from './PartnerMediaLinks.tsx';
import './partner.css';

/**
 * /contact, the partner info page (spec 001 §2): the profile, product basket and images, and the
 * partner's office. Reached from the popup or the user menu; it reads the partner itself when opened directly.
 */
export default observer(function ContactPage() {
  const root = useStores();
  const { partner, investor } = portalStoresOf(root);
  useDocumentTitle('My Wealth Partner');
  const accode = investor.selectedAccount ?? root.session.fields.njacno;

  useEffect(() => {
    void partner.load(accode);
  }, [partner, accode]);

  const company = partner.company;
  return (
    <section className="card contact-page" aria-labelledby="contact-heading">
      <h1 id="contact-heading">My Wealth Partner</h1>
      <PartnerCard partner={partner} />
      {company && (
        <section aria-labelledby="office-heading" className="contact-page__office">
          <h2 id="office-heading">{company.name}</h2>
          <dl className="contact-page__facts">
            <div>
              <dt>Office</dt>
              <dd>{[company.location, company.city, company.state].filter(Boolean).join(', ')}</dd>
            </div>
            {company.phone && (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
                </dd>
              </div>
            )}
            {company.email && (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </div>
            )}
            {company.experience && (
              <div>
                <dt>Experience</dt>
                <dd>{company.experience}</dd>
              </div>
            )}
            {company.qualification && (
              <div>
                <dt>Qualification</dt>
                <dd>{company.qualification}</dd>
              </div>
            )}
            {company.licenses && (
              <div>
                <dt>Licences</dt>
                <dd>{company.licenses}</dd>
              </div>
            )}
          </dl>
          {company.expertise && (
            <p>
              <strong>Expertise:</strong> {company.expertise}
            </p>
          )}
          <PartnerMediaLinks media={company.socialLinks} label="The office online" />
        </section>
      )}
    </section>
  );
});
