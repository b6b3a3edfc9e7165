import { useContext, useEffect, useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathOf } from '@portal/domain/return-path';
import { MESSAGES } from '@portal/domain/messages';
import { normalizeEmail, validateEmail, validateOtp } from '@portal/domain/validation';
import { BRAND, theme } from '@portal/shared-ui/config/theme';
import { usePageTitle } from '@portal/shared-ui/hooks/use-page-title';
import { useSession } from '@portal/shared-ui/session/session-store';
import { SignInError, sendOtp, verifyOtp } from '../api/auth-api';
import { completeSignIn } from '../api/complete-sign-in';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@portal/domain/constants';
import { LEGAL_LINKS } from '../../../content/legal-links';
import { PageDataContext } from '../../../lib/page-data';
import { login } from '../content/login-content';
import { useCountdown } from '../hooks/useCountdown';
import '../styles/auth.css';
import { AuthAlert } from './AuthAlert';
import { EmailStep } from './EmailStep';
import { NoScriptSignIn } from './NoScriptSignIn';
import { OTP_FIELD_ID, OtpStep } from './OtpStep';
import { SignedInNotice } from './SignedInNotice';

// The portal theme's tokens, so the plain elements look as antd's themed ones do on other screens.
const BRAND_VARS = {
  '--auth-primary': BRAND.primary,
  '--auth-primary-hover': BRAND.primaryHover,
  '--auth-ink': BRAND.ink,
  '--auth-muted': BRAND.muted,
  '--auth-placeholder': BRAND.placeholder,
  '--auth-error': theme.token?.colorError,
  '--auth-radius': `${theme.token?.borderRadius}px`,
  '--auth-font': theme.token?.fontFamily,
} as CSSProperties;

const messageFrom = (err: unknown, fallback: string) => (err instanceof SignInError ? err.message : fallback);

/** /login: e-mail OTP sign-in (SPEC §2, §4, §5, §8), in plain elements styled like antd: no antd is loaded. */
export function LoginPage() {
  const navigate = useNavigate();
  // The page that sent the visitor here (a mail's link opened while signed out): where the sign-in returns.
  const next = returnPathOf(useLocation().search);
  // The state the page server reached with the form sent without JavaScript, if it was.
  const formState = useContext(PageDataContext)?.login;
  // Decided once on arrival: tokens stored by this very sign-in must not switch the screen.
  const [signedInOnArrival, setSignedInOnArrival] = useState(() => !!useSession.getState().accessToken);
  // Why the session ended when it was not by signing out (expired, revoked, the account erased).
  const sessionEnded = useSession((s) => s.ended);
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [emailInput, setEmailInput] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  // The server refused the code: the boxes are emptied and marked invalid until the next digit.
  const [codeRejected, setCodeRejected] = useState(false);
  // Bumped after a failed check, so focus returns to the first box once the boxes are enabled again.
  const [codeFocusRequest, setCodeFocusRequest] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const countdown = useCountdown();
  usePageTitle(login.heading);

  useEffect(() => {
    if (codeFocusRequest) document.getElementById(OTP_FIELD_ID)?.focus();
  }, [codeFocusRequest]);

  async function send(target: string) {
    setSending(true);
    setServerError(null);
    try {
      const message = await sendOtp(target);
      setEmail(target);
      setNotice(message);
      setOtp('');
      setOtpError(null);
      setCodeRejected(false);
      setStep('otp');
      countdown.start(OTP_RESEND_COOLDOWN_SECONDS);
    } catch (err) {
      setNotice(null);
      setServerError(messageFrom(err, MESSAGES.otpSendFailed));
    } finally {
      setSending(false);
    }
  }

  function onSubmitEmail() {
    const problem = validateEmail(emailInput);
    setEmailError(problem);
    if (problem) {
      document.getElementById('login-email')?.focus();
      return;
    }
    void send(normalizeEmail(emailInput));
  }

  // A pasted or autofilled code is checked at once (`code`), the previous error cleared.
  async function onVerify(code = otp) {
    if (verifying) return;
    const problem = validateOtp(code);
    setOtpError(problem);
    if (problem) return;
    setVerifying(true);
    setServerError(null);
    try {
      const verified = await verifyOtp(email, code);
      const destination = await completeSignIn(verified, next);
      void navigate(destination, { replace: true });
    } catch (err) {
      setNotice(null);
      setServerError(messageFrom(err, MESSAGES.verifyFailed));
      if (err instanceof SignInError && err.codeRejected) {
        setOtp('');
        setCodeRejected(true);
      }
      setVerifying(false);
      setCodeFocusRequest((n) => n + 1);
    }
  }

  function onChangeEmail() {
    setStep('email');
    setEmailInput(email);
    setOtp('');
    setOtpError(null);
    setCodeRejected(false);
    setServerError(null);
    setNotice(null);
    countdown.reset();
  }

  function onOtpChange(value: string) {
    setOtp(value);
    if (value) setCodeRejected(false);
    if (otpError && !validateOtp(value)) setOtpError(null);
  }

  function onEmailChange(value: string) {
    setEmailInput(value);
    if (emailError && !validateEmail(value)) setEmailError(null);
  }

  return (
    <div className="auth-root" style={BRAND_VARS}>
      <main id="main-content" className="auth-main">
        <div className="auth-layout">
          <section className="auth-card" aria-labelledby="login-title">
            <h1 id="login-title" className="auth-title">
              {login.heading}
            </h1>
            <div className="auth-scripted">
              {sessionEnded && !signedInOnArrival && step === 'email' && <AuthAlert type="info" title={sessionEnded} />}
              {signedInOnArrival ? (
                <SignedInNotice
                  next={next}
                  onSignInAgain={(message) => {
                    setServerError(message ?? null);
                    setSignedInOnArrival(false);
                  }}
                />
              ) : step === 'email' ? (
                <EmailStep
                  email={emailInput}
                  onEmailChange={onEmailChange}
                  error={emailError}
                  serverError={serverError}
                  sending={sending}
                  onSubmit={onSubmitEmail}
                />
              ) : (
                <OtpStep
                  email={email}
                  otp={otp}
                  onOtpChange={onOtpChange}
                  error={otpError}
                  codeRejected={codeRejected}
                  serverError={serverError}
                  notice={notice}
                  verifying={verifying}
                  resending={sending}
                  resendIn={countdown.remaining}
                  onVerify={onVerify}
                  onResend={() => void send(email)}
                  onChangeEmail={onChangeEmail}
                />
              )}
            </div>
            {/* Without JavaScript: a form the page server answers, in place of the one above (auth.css hides it). */}
            <noscript>
              <NoScriptSignIn state={formState} next={next} />
            </noscript>
          </section>
          <aside className="auth-aside" aria-labelledby="login-aside-title">
            <h2 id="login-aside-title" className="auth-aside__title">
              {login.asideTitle}
            </h2>
            <ul className="auth-aside__list">
              {login.asidePoints.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <nav aria-label="Policies" className="auth-aside__links">
              {LEGAL_LINKS.map((l) => (
                <Link key={l.key} to={l.href}>
                  {l.label}
                </Link>
              ))}
            </nav>
          </aside>
        </div>
      </main>
    </div>
  );
}
