import { Alert, Button, Form } from 'antd';
import { getRuntimeConfig } from '@portal/shared-ui/config/runtime-config';
import { login } from '../content/login-content';
import { EmailAddress } from './EmailAddress';
import { OtpInput } from './OtpInput';

/** The first code box: the label points at it, and focus returns to it after a failed check. */
export const OTP_FIELD_ID = 'login-otp';
const SERVER_ERROR_ID = 'login-otp-server-error';

export interface OtpStepProps {
  email: string;
  otp: string;
  onOtpChange(otp: string): void;
  error: string | null;
  /** The server refused the code: the (emptied) boxes are marked invalid. */
  codeRejected?: boolean;
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
  const { email, otp, onOtpChange, error, codeRejected, serverError, notice, verifying, resending, resendIn } = props;
  const inboxUrl = getRuntimeConfig().inboxUrl;
  // The reason comes first, so a screen reader says why when focus returns to the boxes.
  const describedBy = [error ? 'login-otp-error' : '', serverError ? SERVER_ERROR_ID : '', 'login-otp-hint'].filter(Boolean).join(' ');
  return (
    <Form layout="vertical" requiredMark={false} onFinish={props.onVerify} noValidate className="auth-form">
      {notice && <Alert className="auth-alert" type="success" showIcon title={notice} />}
      <p className="auth-intro">
        {login.otpIntro} <EmailAddress email={email} />.
      </p>
      <Form.Item
        label={login.otpLabel}
        htmlFor={OTP_FIELD_ID}
        validateStatus={error ? 'error' : undefined}
        help={error ? <span id="login-otp-error" role="alert">{error}</span> : undefined}
      >
        <OtpInput
          id={OTP_FIELD_ID}
          value={otp}
          onChange={onOtpChange}
          label={login.otpGroupLabel}
          digitLabel={login.digitLabel}
          invalid={!!error || !!codeRejected}
          describedBy={describedBy}
          disabled={verifying}
          autoFocus
        />
      </Form.Item>
      <p id="login-otp-hint" className="auth-hint auth-hint--tight">{login.validity}</p>
      {serverError && <Alert id={SERVER_ERROR_ID} className="auth-alert" type="error" showIcon title={serverError} />}
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
