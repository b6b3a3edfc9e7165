/**
 * The sign-in screen's buttons in antd's look (primary, default, link; large; loading), as plain
 * elements: /login downloads no antd (its budget is 160 KB of JavaScript).
 */
import type { ButtonHTMLAttributes } from 'react';

export interface AuthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  /** Shows a spinner and ignores clicks until the work is done. */
  loading?: boolean;
  /** Full width of the form. */
  block?: boolean;
}

export function AuthButton({
  variant = 'default',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: AuthButtonProps) {
  const classes = ['auth-btn', `auth-btn--${variant}`, block && 'auth-btn--block', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="auth-btn__spinner" aria-hidden />}
      {children}
    </button>
  );
}
