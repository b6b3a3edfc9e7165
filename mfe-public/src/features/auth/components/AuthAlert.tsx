/**
 * A message box in antd Alert's look (error, success, info, with its icon), as plain elements.
 * Errors are announced at once (role alert); other notes politely (role status).
 */
import type { ReactNode } from 'react';

export interface AuthAlertProps {
  /** So a field can name the alert in its aria-describedby. */
  id?: string;
  type: 'error' | 'success' | 'info';
  title: ReactNode;
  description?: ReactNode;
}

const ICON_PATHS = {
  // A cross, a tick and an "i" inside the circle drawn below.
  error: 'M8.5 8.5l7 7m0-7l-7 7',
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v5.5M12 7.6v.1',
} as const;

export function AuthAlert({ id, type, title, description }: AuthAlertProps) {
  return (
    <div id={id} className={`auth-alert auth-alert--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <svg className="auth-alert__icon" viewBox="0 0 24 24" aria-hidden focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d={ICON_PATHS[type]} />
      </svg>
      <div>
        <p className="auth-alert__title">{title}</p>
        {description && <p className="auth-alert__text">{description}</p>}
      </div>
    </div>
  );
}
