import { Button, Result } from 'antd';

/** Shown in place of a remote that failed to load. */
export function RemoteFallback({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Result
      status="warning"
      title="This part of the portal is not available right now"
      subTitle="Please check your connection and try again. Your data is safe."
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
