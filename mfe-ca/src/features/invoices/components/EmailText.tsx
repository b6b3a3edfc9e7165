/**
 * An e-mail address that wraps where a reader expects (the /ca table broke addresses
 * mid-word at 1366 px): after the @ and before each dot of the domain. Only a part too long for any
 * column (over LONG_PART characters) may break inside itself.
 */
import { Fragment, type CSSProperties } from 'react';

export const LONG_PART = 24;

function Part({ text }: { text: string }) {
  return text.length > LONG_PART ? <span style={{ overflowWrap: 'anywhere' }}>{text}</span> : <>{text}</>;
}

export function EmailText({ email, style }: { email: string; style?: CSSProperties }) {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? [] : email.slice(at + 1).split('.');
  return (
    <span style={{ ...style, overflowWrap: 'break-word' }} data-email={email}>
      <Part text={local} />
      {at >= 0 && (
        <>
          @<wbr />
          {domain.map((label, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <wbr />.
                </>
              )}
              <Part text={label} />
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}
