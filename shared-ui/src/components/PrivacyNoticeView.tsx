/**
 * The privacy notice (domain/privacy-notice.ts) as one text wherever it is read: the student's
 * consent screen and the public /privacy page. Plain HTML (no antd), so the public page's budget
 * holds; headings start at `level` so it fits under each page's own h1. On a phone the table's rows
 * are cards (styles/privacy-notice.css), each value under its column's name (data-label).
 */
import type { PrivacyNotice } from '@portal/domain/privacy-notice';
import '@portal/shared-ui/styles/privacy-notice.css';

export function PrivacyNoticeView({ notice, level = 2 }: { notice: PrivacyNotice; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="privacy-notice">
      <p>{notice.intro}</p>
      <Heading>What we collect, why, and how long we keep it</Heading>
      <div style={{ overflowX: 'auto' }}>
        <table className="privacy-notice-table" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '6px 8px' }}>
                Personal data
              </th>
              <th scope="col" style={{ textAlign: 'left', padding: '6px 8px' }}>
                Purpose
              </th>
              <th scope="col" style={{ textAlign: 'left', padding: '6px 8px' }}>
                How long we keep it
              </th>
            </tr>
          </thead>
          <tbody>
            {notice.items.map((item) => (
              <tr key={item.data} style={{ borderTop: '1px solid rgba(0,0,0,0.12)', verticalAlign: 'top' }}>
                <th scope="row" style={{ textAlign: 'left', padding: '6px 8px', fontWeight: 600 }}>
                  {item.data}
                </th>
                <td data-label="Purpose" style={{ padding: '6px 8px' }}>
                  {item.purpose}
                </td>
                <td data-label="How long we keep it" style={{ padding: '6px 8px' }}>
                  {item.kept}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notice.sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p style={{ opacity: 0.75 }}>Notice version {notice.version}</p>
    </div>
  );
}
