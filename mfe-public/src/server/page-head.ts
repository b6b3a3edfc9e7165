/**
 * The <head> of each public page as the server sends it: title, description and canonical URL, and
 * for a certificate's page the Open Graph and Twitter card tags that name the certificate, its holder
 * and its issuer with a picture of it, so a shared verification link previews.
 */
import { formatCertificateCode, previewImagePath } from '@portal/domain/certificate';
import { pageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { formatDate } from '@portal/shared-ui/lib/format';
import type { PublicRouteName } from '../app/routes';
import { login } from '../features/auth/content/login-content';
import { PAGE_TITLE } from '../features/landing/content/landing-content';
import { LEGAL_PAGES } from '../features/legal/content/legal-content';
import { VERIFY_HEADING, certificatePageHeading } from '../features/verify/components/VerifyPage';
import type { PageData } from '../lib/page-data';

export interface HeadFacts {
  title: string;
  description: string;
  /** The page's own path: the canonical URL is the site's origin and this. */
  canonicalPath: string;
  /** A page search engines must not keep (the landing page shown at a path no page has). */
  noindex?: boolean;
  /** Open Graph and Twitter card extras (a certificate's page). */
  card?: { title: string; description: string; imageUrl: string; imageAlt: string };
}

const LANDING_DESCRIPTION = 'Live training, a free guaranteed internship and a job or PPO in Computer Science and IT specializations.';

export function headFacts(route: PublicRouteName, pathname: string, data: PageData, apiBaseUrl: string): HeadFacts {
  switch (route) {
    case 'landing': {
      const labels = data.program?.labels;
      return {
        title: PAGE_TITLE,
        description: labels
          ? `${LANDING_DESCRIPTION} The ${labels.cohortName} cohort trains ${labels.trainingDates}, ${labels.trainingDays}, ${labels.trainingHours}.`
          : LANDING_DESCRIPTION,
        canonicalPath: '/',
      };
    }
    case 'login':
      return { title: pageTitle(login.heading), description: login.emailIntro, canonicalPath: '/login' };
    case 'verify':
      return {
        title: pageTitle(VERIFY_HEADING),
        description: 'Check a Career Portal certificate by its ID: who holds it, what it certifies and whether it is still valid.',
        canonicalPath: '/verify',
      };
    case 'certificate': {
      const lookup = data.certificate;
      if (!lookup || !('certificate' in lookup))
        return {
          title: pageTitle(VERIFY_HEADING),
          description: lookup && 'message' in lookup ? lookup.message : 'Check a Career Portal certificate by its ID.',
          canonicalPath: pathname,
        };
      const c = lookup.certificate;
      const state = c.status === 'VALID' ? 'Valid' : 'Revoked';
      const title = certificatePageHeading(c);
      const description = `${state} certificate of ${c.holderName}, issued by ${c.issuer} on ${formatDate(c.issuedAt)} (${c.periodLabel}). Certificate ID ${formatCertificateCode(c.code)}.`;
      return {
        title: pageTitle(title),
        description,
        canonicalPath: `/verify/${c.code}`,
        card: {
          title,
          description,
          imageUrl: `${apiBaseUrl.replace(/\/+$/, '')}${previewImagePath(c)}`,
          imageAlt: `${c.title} of ${c.holderName}, issued by ${c.issuer}`,
        },
      };
    }
    case 'privacy':
    case 'terms':
    case 'refundPolicy': {
      const content = LEGAL_PAGES[route === 'refundPolicy' ? 'refund-policy' : route];
      return { title: pageTitle(content.title), description: content.intro, canonicalPath: pathname };
    }
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags, escaped, for the page server to put in <head>. */
export function headTags(facts: HeadFacts, origin: string): string {
  const url = `${origin.replace(/\/+$/, '')}${facts.canonicalPath}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const tags = [
    `<title>${escapeText(facts.title)}</title>`,
    meta('name', 'description', facts.description),
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    meta('property', 'og:site_name', 'Career Portal'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', facts.card?.title ?? facts.title),
    meta('property', 'og:description', facts.card?.description ?? facts.description),
    meta('property', 'og:type', 'website'),
  ];
  if (facts.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (facts.card)
    tags.push(
      meta('property', 'og:image', facts.card.imageUrl),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:alt', facts.card.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', facts.card.title),
      meta('name', 'twitter:description', facts.card.description),
      meta('name', 'twitter:image', facts.card.imageUrl),
      meta('name', 'twitter:image:alt', facts.card.imageAlt),
    );
  else tags.push(meta('name', 'twitter:card', 'summary'));
  return tags.join('\n    ');
}
