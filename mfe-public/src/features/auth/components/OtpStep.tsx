import { Alert, Button, Form } from 'antd';
import { getRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { login } from '../content/login-content';
import { OtpInput } from './OtpInput';

export interface OtpStepProps {
  email: string;
  otp: string;
  onOtpChange(otp: string): void;
  error: string | null;
  serverError: string | null;
  notice: string | null;
  verifying: boolean;
  resending: boolean;
  resendIn: number;
  onVerify(): void;
  onResend(): void;
  onChangeEmail(): void;
}

/** Step 2: the six code boxes, Verify, Resend (after a countdown) and Use a different email. */
export function OtpStep(props: OtpStepProps) {
  const { email, otp, onOtpChange, error, serverError, notice, verifying, resending, resendIn } = props;
  const inboxUrl = getRuntimeConfig().inboxUrl;
  const describedBy = ['login-otp-hint', error ? 'login-otp-error' : ''].filter(Boolean).join(' ');
  return (
    <Form layout="vertical" requiredMark={false} onFinish={props.onVerify} noValidate className="auth-form">
      {notice && <Alert className="auth-alert" type="success" showIcon title={notice} />}
      <p className="auth-intro">
        {login.otpIntro} <strong className="auth-email">{email}</strong>.
      </p>
      <Form.Item
        label={login.otpLabel}
        htmlFor="login-otp"
        validateStatus={error ? 'error' : undefined}
        help={error ? <span id="login-otp-error">{error}</span> : undefined}
      >
        <OtpInput
          id="login-otp"
          value={otp}
          onChange={onOtpChange}
          label={login.otpGroupLabel}
          digitLabel={login.digitLabel}
          invalid={!!error}
          describedBy={describedBy}
          disabled={verifying}
          autoFocus
        />
      </Form.Item>
      <p id="login-otp-hint" className="auth-hint auth-hint--tight">{login.validity}</p>
      {serverError && <Alert className="auth-alert" type="error" showIcon title={serverError} />}
      <Button type="primary" htmlType="submit" size="large" block loading={verifying}>
        {login.verify}
      </Button>
      <div className="auth-links">
        <Button type="link" onClick={props.onResend} disabled={resendIn > 0 || verifying} loading={resending}>
          {resendIn > 0 ? login.resendIn(resendIn) : login.resend}
        </Button>
        <Button type="link" onClick={props.onChangeEmail} disabled={verifying}>
          {login.changeEmail}
        </Button>
      </div>
      <p className="auth-hint">{login.hint}</p>
      {inboxUrl && (
        <p className="auth-hint">
          <a href={inboxUrl} target="_blank" rel="noreferrer">{login.devInbox}</a>
        </p>
      )}
    </Form>
  );
}
