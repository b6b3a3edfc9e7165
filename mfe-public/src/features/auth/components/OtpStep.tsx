import { login } from '../content/login-content';
import { AuthAlert } from './AuthAlert';
import { AuthButton } from './AuthButton';
import { CodeHelp } from './CodeHelp';
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
  /** Checks the code in the boxes, or `code` when a whole one was just pasted or autofilled. */
  onVerify(code?: string): void;
  onResend(): void;
  onChangeEmail(): void;
}

/** Step 2: the six code boxes, Verify, Resend (after a countdown) and Use a different email. */
export function OtpStep(props: OtpStepProps) {
  const { email, otp, onOtpChange, error, codeRejected, serverError, notice, verifying, resending, resendIn } = props;
  // The reason comes first, so a screen reader says why when focus returns to the boxes.
  const describedBy = [error ? 'login-otp-error' : '', serverError ? SERVER_ERROR_ID : '', 'login-otp-hint'].filter(Boolean).join(' ');
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onVerify();
      }}
    >
      {notice && <AuthAlert type="success" title={notice} />}
      <p className="auth-intro">
        {login.otpIntro} <EmailAddress email={email} />.
      </p>
      <div className="auth-field">
        <label htmlFor={OTP_FIELD_ID} className="auth-field__label">
          {login.otpLabel}
        </label>
        <OtpInput
          id={OTP_FIELD_ID}
          value={otp}
          onChange={onOtpChange}
          label={login.otpGroupLabel}
          digitLabel={login.digitLabel}
          invalid={!!error || !!codeRejected}
          describedBy={describedBy}
          disabled={verifying}
          onComplete={(code) => props.onVerify(code)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- after the code is sent, typing it is the only task: the first box takes focus
          autoFocus
        />
        {error && (
          <p id="login-otp-error" className="auth-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p id="login-otp-hint" className="auth-hint auth-hint--tight">
        {login.validity}
      </p>
      {serverError && <AuthAlert id={SERVER_ERROR_ID} type="error" title={serverError} />}
      <AuthButton type="submit" variant="primary" block loading={verifying}>
        {login.verify}
      </AuthButton>
      <div className="auth-links">
        <AuthButton variant="link" onClick={props.onResend} disabled={resendIn > 0 || verifying} loading={resending}>
          {resendIn > 0 ? login.resendIn(resendIn) : login.resend}
        </AuthButton>
        <AuthButton variant="link" onClick={props.onChangeEmail} disabled={verifying}>
          {login.changeEmail}
        </AuthButton>
      </div>
      <CodeHelp />
    </form>
  );
}
