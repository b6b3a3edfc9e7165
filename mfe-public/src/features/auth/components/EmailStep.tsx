import { Alert, Button, Form, Input } from 'antd';
import { login } from '../content/login-content';

export interface EmailStepProps {
  email: string;
  onEmailChange(email: string): void;
  error: string | null;
  serverError: string | null;
  sending: boolean;
  onSubmit(): void;
}

/** Step 1: the e-mail address and Send OTP. */
export function EmailStep({ email, onEmailChange, error, serverError, sending, onSubmit }: EmailStepProps) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onSubmit} noValidate className="auth-form">
      <p className="auth-intro">{login.emailIntro}</p>
      <Form.Item
        label={login.emailLabel}
        htmlFor="login-email"
        validateStatus={error ? 'error' : undefined}
        // role="alert": announced as it appears, while focus stays in the field (antd's help is not a live region).
        help={error ? <span id="login-email-error" role="alert">{error}</span> : undefined}
      >
        <Input
          id="login-email"
          type="email"
          size="large"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder={login.emailPlaceholder}
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-email-error login-hint' : 'login-hint'}
        />
      </Form.Item>
      {serverError && <Alert className="auth-alert" type="error" showIcon title={serverError} />}
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {login.send}
      </Button>
      <p id="login-hint" className="auth-hint">{login.hint}</p>
    </Form>
  );
}
