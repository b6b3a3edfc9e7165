/** What each certificate of the internship needs, in the API's words. */
import { CERTIFICATE_TYPE_INFO, isCertificateType } from '@portal/domain/certificate';
import type { StudentInternshipView } from '@portal/domain/views/internship';
import { FactList } from '../../../components/FactList';
import { RegionPanel } from '../../../components/RegionPanel';

export function CertificateNeeds({ needs }: { needs: StudentInternshipView['certificateNeeds'] }) {
  return (
    <RegionPanel id="internship-certificates" title="Your certificates">
      <FactList facts={needs.map(({ type, needs: text }) => [isCertificateType(type) ? CERTIFICATE_TYPE_INFO[type].title : type, text])} />
    </RegionPanel>
  );
}
