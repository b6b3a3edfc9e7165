/** A page-level load failure: the SPEC message, the server's detail when there is one, and Retry. */
import { Alert, Button } from 'antd';
import { messageOf } from '@portal/shared-ui/api/api-client';

export interface LoadErrorProps {
  /** The SPEC §8 text, e.g. 'Failed to load your profile.' */
  message: string;
  error?: unknown;
  onRetry(): void;
}

export function LoadError({ message, error, onRetry }: LoadErrorProps) {
  const detail = messageOf(error, '');
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={detail && detail !== message ? detail : undefined}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
