/**
 * /privacy, /terms and /refund-policy: what a visitor reads before paying, with the
 * company's registered name, address, GSTIN and support contacts from the API (configuration).
 * No antd (the visitor's budget).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyView } from '@portal/domain/views/company';
import { PRIVACY_NOTICE_UPDATED, privacyNotice } from '@portal/domain/privacy-notice';
import { PrivacyNoticeView } from '@portal/shared-ui/components/PrivacyNoticeView';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { usePageData } from '../../../lib/page-data';
import { getCompany } from '../api/get-company';
import { LEGAL_LINKS, type LegalPageKey } from '../../../content/legal-links';
import { LEGAL_PAGES, LEGAL_UPDATED } from '../content/legal-content';
import '../../../styles/plain-page.css';
import '../styles/legal.css';

function CompanyFacts({ company }: { company: CompanyView | null }) {
  if (!company) return <p className="legal-muted">Loading the company’s details…</p>;
  return (
    <address className="legal-company">
      <strong>{company.name}</strong>
      <span>{company.address}</span>
      <span>GSTIN {company.gstin}</span>
      <span>
        Support: <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
        {company.supportPhone && (
          <>
            {' · '}
            <a href={`tel:${company.supportPhone.replace(/[\s-]/g, '')}`}>{company.supportPhone}</a>
          </>
        )}
      </span>
    </address>
  );
}

export function LegalPage({ page }: { page: LegalPageKey }) {
  const content = LEGAL_PAGES[page];
  usePageTitle(content.title);
  // The details the page server rendered the page with, if any; read from the API unless those are current.
  const rendered = usePageData('company');
  const [company, setCompany] = useState<CompanyView | null>(rendered.value ?? null);
  const readAgain = !rendered.current;

  useEffect(() => {
    if (!readAgain) return;
    const controller = new AbortController();
    getCompany(controller.signal).then(setCompany, () => undefined);
    return () => controller.abort();
  }, [readAgain]);

  return (
    <main className="plain-page" id="main-content">
      <article className="legal-card">
        <h1>{content.title}</h1>
        <p className="legal-muted">Last updated {page === 'privacy' ? PRIVACY_NOTICE_UPDATED : LEGAL_UPDATED}</p>
        {page === 'privacy' ? (
          // The notice students consent to (domain/privacy-notice.ts), with the grievance officer and retention from configuration.
          company ? (
            <PrivacyNoticeView notice={privacyNotice(company)} />
          ) : (
            <p className="legal-muted">Loading the privacy notice…</p>
          )
        ) : (
          <p>{content.intro}</p>
        )}
        {content.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`legal-${section.heading}`}>
            <h2 id={`legal-${section.heading}`}>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="legal-who">
          <h2 id="legal-who">Who we are</h2>
          <CompanyFacts company={company} />
        </section>
        <nav aria-label="Policies" className="legal-nav">
          {LEGAL_LINKS.filter((l) => l.key !== page).map((l) => (
            <Link key={l.key} to={l.href}>
              {l.label}
            </Link>
          ))}
          <Link to="/">Back to the home page</Link>
        </nav>
      </article>
    </main>
  );
}
