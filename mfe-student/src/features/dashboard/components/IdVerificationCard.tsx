/** The Government ID card of /dashboard; the upload itself arrives with the ID-proof feature. */
import { IdcardOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { ID_UPLOAD_MAX_BYTES } from '@portal/domain/constants';

const MAX_MB = Math.round(ID_UPLOAD_MAX_BYTES / (1024 * 1024));

export function IdVerificationCard() {
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <IdcardOutlined aria-hidden />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20, whiteSpace: 'normal' }}>
            Government ID verification
          </Typography.Title>
        </Flex>
      }
      style={{ height: '100%' }}
    >
      <Typography.Paragraph>
        Verifying your government ID is step 1 of your journey. ID upload opens here soon.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        You will upload a PDF, JPEG or PNG of up to {MAX_MB} MB. The name on it must match your profile. Reviews typically take
        1-5 hours in business hours.
      </Typography.Paragraph>
    </Card>
  );
}
