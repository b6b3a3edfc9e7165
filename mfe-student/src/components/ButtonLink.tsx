/** Navigation that looks like a button: an antd Button rendered as a real link (<a href>) with client-side routing. */
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string };

export function ButtonLink({ to, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...rest} href={href} onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
