/**
 * Navigation that looks like an antd button but is a link (WCAG 4.1.2: links go somewhere,
 * buttons do something): screen readers say "link", middle-click and "open in new tab" work,
 * and a plain click stays inside the single-page app.
 */
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  /** The in-app path, e.g. '/profile'. */
  to: string;
}

export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(e: MouseEvent<HTMLElement>) => followLink(e as MouseEvent<HTMLAnchorElement>)} />;
}
