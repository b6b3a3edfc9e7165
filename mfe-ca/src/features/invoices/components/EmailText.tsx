/**
 * An e-mail address that wraps where a reader expects (the /ca table broke addresses
 * mid-word at 1366 px): after the @ and before each dot. Only a part too long for any
 * column (over LONG_PART characters) may break inside itself, so the table's e-mail column never
 * needs more than that width.
 */
import { Fragment, type CSSProperties } from 'react';

export const LONG_PART = 16;

function Part({ text }: { text: string }) {
  return text.length > LONG_PART ? <span style={{ overflowWrap: 'anywhere' }}>{text}</span> : <>{text}</>;
}

/** "mail.example.in" with a break opportunity before each dot. */
function Dotted({ text }: { text: string }) {
  return text.split('.').map((label, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          <wbr />.
        </>
      )}
      <Part text={label} />
    </Fragment>
  ));
}

export function EmailText({ email, style }: { email: string; style?: CSSProperties }) {
  const at = email.lastIndexOf('@');
  return (
    <span style={{ ...style, overflowWrap: 'break-word' }} data-email={email}>
      <Dotted text={at < 0 ? email : email.slice(0, at)} />
      {at >= 0 && (
        <>
          @<wbr />
          <Dotted text={email.slice(at + 1)} />
        </>
      )}
    </span>
  );
}
