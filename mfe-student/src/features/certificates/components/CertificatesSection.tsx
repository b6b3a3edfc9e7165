/**
 * /student-main/certificates: each certificate with View, Download, its public
 * verification link (with a copy button), "Add to LinkedIn profile", and its verifiable credential
 * (the JSON, and the badge image with it baked in); a revoked one says so.
 */
import { LinkedinFilled, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { CERTIFICATES } from '@portal/domain/program';
import { CERTIFICATE_MESSAGES, formatCertificateCode } from '@portal/domain/certificate';
import type { CertificateView } from '@portal/domain/views/certificate';
import { messageOf } from '@portal/shared-ui/api/api-client';
import { CopyableText } from '@portal/shared-ui/components/CopyableText';
import { PageText, SectionHeading, Text } from '@portal/shared-ui/components/PageHeading';
import { Panel } from '@portal/shared-ui/components/Panel';
import { StatusTag } from '@portal/shared-ui/components/StatusTag';
import { formatDate } from '@portal/shared-ui/lib/format';
import { certificatesQuery } from '../api/certificates-api';
import { useCertificateFile } from '../hooks/use-certificate-file';
import { useCredentialFiles } from '../hooks/use-credential-files';

interface CardProps {
  c: CertificateView;
  file: ReturnType<typeof useCertificateFile>;
  credential: ReturnType<typeof useCredentialFiles>;
}

function CertificateCard({ c, file, credential }: CardProps) {
  const headingId = `certificate-${c.id}-title`;
  const revoked = c.status === 'REVOKED';
  return (
    <Panel size="small" role="region" aria-labelledby={headingId}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <SectionHeading level={2} id={headingId} style={{ margin: 0, fontSize: 17 }}>
            <SafetyCertificateOutlined aria-hidden /> {c.title}
          </SectionHeading>
          <StatusTag tone={revoked ? 'danger' : 'success'}>{revoked ? 'Revoked' : 'Valid'}</StatusTag>
        </Flex>
        <Text>{[c.specialization, c.periodLabel, `issued ${formatDate(c.issuedAt)}`].filter(Boolean).join(' · ')}</Text>
        <Text>Certificate ID {formatCertificateCode(c.code)}</Text>
        {revoked ? (
          <Alert
            type="error"
            showIcon
            title={`Revoked on ${formatDate(c.revokedAt!)}`}
            description={`Reason: ${c.revokedReason ?? ''} Please contact support if you have questions.`}
          />
        ) : (
          <>
            <div>
              <Text tone="secondary">Verification link: </Text>
              <CopyableText text={c.verifyUrl} label="verification link" />
            </div>
            <Flex gap={8} wrap>
              <Button onClick={() => void file.view(c)} loading={file.isBusy(c, 'view')} aria-label={`View ${c.title}`}>
                View
              </Button>
              <Button onClick={() => void file.download(c)} loading={file.isBusy(c, 'download')} aria-label={`Download ${c.title}`}>
                Download
              </Button>
              <Button
                href={c.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                icon={<LinkedinFilled aria-hidden />}
                aria-label={`Add ${c.title} to LinkedIn profile (opens in a new tab)`}
              >
                Add to LinkedIn profile
              </Button>
            </Flex>
            <Flex gap={8} wrap align="center">
              <Button
                onClick={() => void credential.json.download(c)}
                loading={credential.json.isBusy(c, 'download')}
                aria-label={`Download credential (JSON) of ${c.title}`}
              >
                Download credential (JSON)
              </Button>
              <Button
                onClick={() => void credential.badge.download(c)}
                loading={credential.badge.isBusy(c, 'download')}
                aria-label={`Download badge image of ${c.title}`}
              >
                Download badge image
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Panel>
  );
}

export function CertificatesSection() {
  const certificates = useQuery(certificatesQuery);
  const file = useCertificateFile();
  const credential = useCredentialFiles();
  if (certificates.isError) {
    return (
      <Panel>
        <Alert
          type="error"
          showIcon
          title={messageOf(certificates.error, CERTIFICATE_MESSAGES.loadFailed)}
          action={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void certificates.refetch()}>
              Try again
            </Button>
          }
        />
      </Panel>
    );
  }
  if (!certificates.data) {
    return (
      <Panel>
        <Skeleton active />
      </Panel>
    );
  }
  if (!certificates.data.length) {
    return (
      <Panel>
        <Alert
          type="info"
          showIcon
          title="No certificates yet"
          description={`Your certificates (${CERTIFICATES.join(', ').toLowerCase()}) appear here as you complete each stage; you get an e-mail when one is issued.`}
        />
      </Panel>
    );
  }
  return (
    <Flex vertical gap={16}>
      <PageText style={{ margin: 0 }}>
        Each certificate is digitally signed. Anyone can check it with its verification link or by scanning the QR code printed on it. It is
        also an Open Badges 3.0 verifiable credential: keep the credential file or the badge image in a digital wallet, or send it to an
        employer, who can check it at /verify or with any Open Badges verifier.
      </PageText>
      {certificates.data.map((c) => (
        <CertificateCard key={c.id} c={c} file={file} credential={credential} />
      ))}
    </Flex>
  );
}
