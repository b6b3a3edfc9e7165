/**
 * The ten journey steps of SPEC §4 as chips, with the overall progress bar and the
 * 'done/total • percent' label (SPEC §2 /student-main). Feed it computeJourney(facts).
 */
import { ArrowRightOutlined, CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Flex, theme as antdTheme } from 'antd';
import type { CSSProperties } from 'react';
import type { StepState } from '@portal/domain/views/journey';

/** waiting: nothing before it is missing, but the program has not opened it yet (Confluence registration). */
export type StepChipState = 'done' | 'locked' | 'waiting' | 'open';

export interface StepChipsProps {
  /** computeJourney(...).steps, in journey order. */
  steps: readonly StepState[];
  /** computeJourney(...).progressLabel, e.g. "3/10 • 30%". */
  progressLabel: string;
  /** Makes each open or done chip a button; locked chips stay inert. */
  onSelect?: (step: StepState) => void;
  /** Heading shown above the chips. */
  title?: string;
}

export function stepChipState(step: Pick<StepState, 'done' | 'locked' | 'waiting'>): StepChipState {
  if (step.done) return 'done';
  if (step.locked) return 'locked';
  return step.waiting ? 'waiting' : 'open';
}

const STATE_WORDS: Record<StepChipState, string> = { done: 'done', locked: 'locked', waiting: 'not open yet', open: 'open' };

/** "Step 1: Govt ID Verified — done": the chip's accessible name. */
export function stepChipName(step: StepState): string {
  return `Step ${step.number}: ${step.label} — ${STATE_WORDS[stepChipState(step)]}`;
}

export function StepChips({ steps, progressLabel, onSelect, title = 'Your journey' }: StepChipsProps) {
  const { token } = antdTheme.useToken();
  const done = steps.filter((s) => s.done).length;
  const percent = steps.length ? Math.round((done / steps.length) * 100) : 0;

  const colours: Record<StepChipState, { border: string; background: string; text: string; badge: string; badgeText: string }> = {
    done: {
      border: token.colorSuccessBorder,
      background: token.colorSuccessBg,
      text: token.colorText,
      badge: token.colorSuccess,
      badgeText: '#fff',
    },
    open: {
      border: token.colorPrimaryBorder,
      background: token.colorBgContainer,
      text: token.colorText,
      badge: token.colorPrimary,
      badgeText: '#fff',
    },
    waiting: {
      border: token.colorBorderSecondary,
      background: token.colorFillQuaternary,
      text: token.colorTextSecondary,
      badge: token.colorFillSecondary,
      badgeText: token.colorTextSecondary,
    },
    locked: {
      border: token.colorBorderSecondary,
      background: token.colorFillQuaternary,
      text: token.colorTextSecondary,
      badge: token.colorFillSecondary,
      badgeText: token.colorTextSecondary,
    },
  };

  return (
    <section className="step-chips" aria-label={title}>
      <Flex align="baseline" justify="space-between" gap={8} wrap>
        <strong>{title}</strong>
        <span className="step-chips__label">{progressLabel}</span>
      </Flex>
      {/* A plain bar, not antd's Progress: with Typography it was 13 KB gzip on every page showing the steps. */}
      <div
        role="progressbar"
        aria-label="Overall progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressLabel}
        style={{ height: 8, margin: '8px 0', borderRadius: 100, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 100, background: token.colorSuccess }} />
      </div>
      <ol
        style={{
          listStyle: 'none',
          margin: '8px 0 0',
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
          gap: 8,
        }}
      >
        {steps.map((step) => {
          const state = stepChipState(step);
          const c = colours[state];
          const name = stepChipName(step);
          const chipStyle: CSSProperties = {
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            width: '100%',
            height: '100%',
            minHeight: 44,
            boxSizing: 'border-box',
            padding: '6px 10px',
            border: `1px solid ${c.border}`,
            borderRadius: 999,
            background: c.background,
            color: c.text,
            font: 'inherit',
            fontSize: 13,
            lineHeight: 1.25,
            textAlign: 'left',
            cursor: onSelect && state !== 'locked' ? 'pointer' : 'default',
          };
          const content = (
            <>
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  background: c.badge,
                  color: c.badgeText,
                  fontSize: 12,
                  fontWeight: 600,
                }}
              >
                {state === 'done' ? (
                  <CheckCircleFilled />
                ) : state === 'locked' ? (
                  <LockOutlined />
                ) : state === 'waiting' ? (
                  <ClockCircleOutlined />
                ) : (
                  <ArrowRightOutlined />
                )}
              </span>
              {/* The badge tells the state, the text the step: numbered one way in every state. */}
              <span aria-hidden style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {step.number}. {step.label}
              </span>
            </>
          );
          return (
            <li
              key={step.key}
              aria-label={name}
              aria-disabled={state === 'locked' ? true : undefined}
              data-state={state}
              data-step={step.key}
            >
              {onSelect ? (
                <button
                  type="button"
                  aria-label={name}
                  aria-disabled={state === 'locked' ? true : undefined}
                  style={chipStyle}
                  onClick={() => {
                    if (state !== 'locked') onSelect(step);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span style={chipStyle}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
