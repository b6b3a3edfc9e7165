/**
 * Small illustrative mock-ups of the student dashboard, one per slide, drawn with CSS and JSX
 * (no images). They are decorative: the slideshow hides them from assistive technology and
 * the caption and description carry the meaning.
 */
import type { JSX } from 'react';
import { computeJourney } from '@portal/domain/journey';
import { type SlideKey } from '../../content/below-fold-content';
import { useBelowFoldContent } from '../../hooks/useBelowFoldContent';

const SAMPLE_JOURNEY = computeJourney({
  idStatus: 'VERIFIED',
  feeVerified: true,
  specializationFinalized: true,
});

function Head({ title, badge, tone = 'ok' }: { title: string; badge?: string; tone?: 'ok' | 'warm' | 'muted' }) {
  return (
    <div className="mk-head">
      <span className="mk-title">{title}</span>
      {badge && <span className={`mk-badge mk-badge--${tone}`}>{badge}</span>}
    </div>
  );
}

function Lines({ count, short }: { count: number; short?: boolean }) {
  return (
    <div className="mk-lines">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="mk-line" style={{ width: `${short ? 40 + ((i * 17) % 40) : 70 + ((i * 13) % 30)}%` }} />
      ))}
    </div>
  );
}

function Rows({ rows }: { rows: readonly (readonly string[])[] }) {
  return (
    <div className="mk-rows">
      {rows.map(([k, v]) => (
        <div key={k} className="mk-row">
          <span className="mk-muted">{k}</span>
          <span className="mk-strong">{v}</span>
        </div>
      ))}
    </div>
  );
}

function Letter({ stamp, signed }: { stamp: string; signed: boolean }) {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-letter">
      <div className="mk-letter__top">
        <span className="mk-logo">{m.logo}</span>
        <Lines count={2} short />
      </div>
      <span className="mk-letter__title">{m.offer.title}</span>
      <Lines count={5} />
      <div className="mk-letter__signs">
        <Signature className="mk-sign" />
        {signed ? <Signature className="mk-sign mk-sign--student" /> : <span className="mk-sign-slot" />}
      </div>
      <span className={`mk-stamp${signed ? ' mk-stamp--ok' : ''}`}>{stamp}</span>
    </div>
  );
}

function Signature({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 120 40" aria-hidden="true" focusable="false">
      <path
        d="M4 30c10-22 18-24 20-10s-6 14 2 2 14-18 18-6-4 12 6 2 12-12 18-4 8 8 16 0 10-6 14 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Progress() {
  const { tourMock: m } = useBelowFoldContent();
  const j = SAMPLE_JOURNEY;
  return (
    <div className="mk-card">
      <Head title={m.progress.heading} badge={j.progressLabel} tone="muted" />
      <div className="mk-bar">
        <span style={{ width: `${j.percent}%` }} />
      </div>
      <div className="mk-chips">
        {j.steps.map((s) => (
          <span key={s.key} className={`mk-chip${s.done ? ' mk-chip--done' : s.locked ? ' mk-chip--locked' : ''}`}>
            {s.number}. {s.label}
          </span>
        ))}
      </div>
    </div>
  );
}

function IdProof() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card">
      <Head title={m.id.heading} badge={m.id.status} />
      <div className="mk-file">
        <span className="mk-file__icon">{m.fileType}</span>
        <span className="mk-strong">{m.id.file}</span>
      </div>
      <p className="mk-muted">{m.id.note}</p>
    </div>
  );
}

function Fee() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card mk-center">
      <Head title={m.fee.heading} />
      <span className="mk-muted">{m.fee.amountLabel}</span>
      <span className="mk-amount">{m.fee.amount}</span>
      <span className="mk-btn">{m.fee.button}</span>
      <p className="mk-muted">{m.fee.note}</p>
    </div>
  );
}

function Invoice() {
  const { tourMock: m } = useBelowFoldContent();
  const inv = m.invoice;
  return (
    <div className="mk-card">
      <Head title={inv.heading} />
      <div className="mk-table">
        {inv.columns.map((c) => (
          <span key={c} className="mk-th">
            {c}
          </span>
        ))}
        <span className="mk-th" />
        <span className="mk-td mk-strong">{inv.number}</span>
        <span className="mk-td">{inv.issued}</span>
        <span className="mk-td">{inv.total}</span>
        <span className="mk-td mk-links">
          {inv.actions.map((a) => (
            <span key={a}>{a}</span>
          ))}
        </span>
      </div>
    </div>
  );
}

function Path() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card">
      <Head title={m.path.heading} badge={m.path.badge} />
      <Rows rows={m.path.rows} />
    </div>
  );
}

function Background() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card">
      <Head title={m.background.heading} />
      <div className="mk-tabs">
        {m.background.tabs.map((t, i) => (
          <span key={t} className={`mk-tab${i === 0 ? ' mk-tab--on' : ''}`}>
            {t}
          </span>
        ))}
      </div>
      <Rows rows={m.background.rows} />
    </div>
  );
}

function Offer() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card mk-card--paper">
      <Head title={m.offer.heading} />
      <Letter stamp={m.offer.stamp} signed={false} />
    </div>
  );
}

function SignaturePad() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card">
      <Head title={m.signature.heading} />
      <div className="mk-pad">
        <Signature className="mk-sign mk-sign--big" />
        <span className="mk-pad__line" />
      </div>
      <span className="mk-btn">{m.signature.button}</span>
    </div>
  );
}

function Final() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card mk-card--paper">
      <Head title={m.final.heading} />
      <Letter stamp={m.final.stamp} signed />
      <span className="mk-btn mk-btn--small">{m.final.button}</span>
    </div>
  );
}

function Interview() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card">
      <Head title={m.interview.heading} badge={m.interview.month} tone="muted" />
      <div className="mk-cal">
        {Array.from({ length: 21 }, (_, i) => (
          <span key={i} className={`mk-cal__day${i % 7 > 4 ? ' mk-cal__day--off' : ''}`} />
        ))}
      </div>
      <p className="mk-muted">{m.interview.note}</p>
    </div>
  );
}

function Confluence() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-card mk-center">
      <Head title={m.confluence.heading} />
      <span className="mk-amount">{m.confluence.date}</span>
      <p className="mk-muted">{m.confluence.venue}</p>
      <span className="mk-btn mk-btn--disabled">{m.confluence.button}</span>
    </div>
  );
}

function Dashboard() {
  const { tourMock: m } = useBelowFoldContent();
  return (
    <div className="mk-dash">
      <div className="mk-dash__welcome">
        <span className="mk-avatar">{m.student.initials}</span>
        <span>
          <span className="mk-strong">{m.student.name}</span>
          <span className="mk-muted"> · {m.student.id}</span>
        </span>
      </div>
      <div className="mk-bar">
        <span style={{ width: `${SAMPLE_JOURNEY.percent}%` }} />
      </div>
      <div className="mk-dash__grid">
        {m.dashboard.cards.map((c) => (
          <span key={c} className="mk-tile">
            {c}
          </span>
        ))}
      </div>
    </div>
  );
}

const MOCKS: Record<SlideKey, () => JSX.Element> = {
  progress: Progress,
  id: IdProof,
  fee: Fee,
  invoice: Invoice,
  path: Path,
  background: Background,
  offer: Offer,
  signature: SignaturePad,
  final: Final,
  interview: Interview,
  confluence: Confluence,
  dashboard: Dashboard,
};

export function SlideMock({ slideKey }: { slideKey: SlideKey }) {
  const Mock = MOCKS[slideKey];
  return (
    <div className={`mk mk--${slideKey}`}>
      <Mock />
    </div>
  );
}
