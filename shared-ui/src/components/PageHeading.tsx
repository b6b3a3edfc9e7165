/**
 * Headings and text in antd Typography's look, drawn from the theme's tokens, without Typography
 * itself: Typography always imports Tooltip, the editable TextArea and the copy button (~6 KB gzip)
 * into every route that renders it. The screens use these; CopyableText covers the copy button.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode, Ref } from 'react';

export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading1,
        lineHeight: token.lineHeightHeading1,
        overflowWrap: 'break-word',
        ...style,
      }}
    >
      {children}
    </h1>
  );
}

export interface SectionHeadingProps {
  children: ReactNode;
  /** 2 (default) or 3, drawn as Typography.Title of that level. */
  level?: 2 | 3;
  id?: string;
  /** A smaller size than the level's own. */
  fontSize?: number;
  style?: CSSProperties;
  /** For a heading that takes the keyboard when its section opens. */
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section's h2 (or h3) as Typography.Title of that level draws it. */
export function SectionHeading({ children, level = 2, id, fontSize, style, tabIndex, ref }: SectionHeadingProps) {
  const { token } = theme.useToken();
  const Tag = level === 3 ? 'h3' : 'h2';
  return (
    <Tag
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: fontSize ?? (level === 3 ? token.fontSizeHeading3 : token.fontSizeHeading2),
        lineHeight: level === 3 ? token.lineHeightHeading3 : token.lineHeightHeading2,
        overflowWrap: 'break-word',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

type Tone = 'secondary' | 'danger';

function toneColor(token: ReturnType<typeof theme.useToken>['token'], tone: Tone | undefined): string {
  if (tone === 'danger') return token.colorError;
  return tone === 'secondary' ? token.colorTextDescription : token.colorText;
}

export interface PageTextProps {
  children: ReactNode;
  /** The muted description colour (Typography's type="secondary"). */
  secondary?: boolean;
  strong?: boolean;
  style?: CSSProperties;
}

/** A paragraph as Typography.Paragraph draws it; `secondary` for the muted description colour. */
export function PageText({ children, secondary = false, strong = false, style }: PageTextProps) {
  const { token } = theme.useToken();
  return (
    <p
      style={{
        margin: '0 0 1em',
        color: toneColor(token, secondary ? 'secondary' : undefined),
        ...(strong ? { fontWeight: token.fontWeightStrong } : {}),
        ...style,
      }}
    >
      {children}
    </p>
  );
}

export interface TextProps {
  children: ReactNode;
  tone?: Tone;
  strong?: boolean;
  id?: string;
  style?: CSSProperties;
}

/** Text inside a line as Typography.Text draws it: a tone (secondary, danger) and strong. */
export function Text({ children, tone, strong = false, id, style }: TextProps) {
  const { token } = theme.useToken();
  return (
    <span id={id} style={{ color: toneColor(token, tone), ...(strong ? { fontWeight: token.fontWeightStrong } : {}), ...style }}>
      {children}
    </span>
  );
}
