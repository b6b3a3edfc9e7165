/**
 * An e-mail address in running text that wraps like a word: on a narrow phone it moves to the
 * next line, and when it is longer than a line it breaks before the @, not mid-word.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <strong className="auth-email">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </strong>
  );
}
