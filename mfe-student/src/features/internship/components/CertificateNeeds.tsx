/** What each certificate of the internship needs, in the API's words. */
import { CERTIFICATE_TYPE_INFO, isCertificateType } from '@portal/domain/certificate';
import type { StudentInternshipView } from '@portal/domain/views/internship';
import { FactList } from '../../../components/FactList';
import { InternshipPanel } from './InternshipPanel';

export function CertificateNeeds({ needs }: { needs: StudentInternshipView['certificateNeeds'] }) {
  return (
    <InternshipPanel id="internship-certificates" title="Your certificates">
      <FactList facts={needs.map(({ type, needs: text }) => [isCertificateType(type) ? CERTIFICATE_TYPE_INFO[type].title : type, text])} />
    </InternshipPanel>
  );
}
