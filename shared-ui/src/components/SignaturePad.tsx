/**
 * The one signature pad (signature_pad 5): draw with a mouse, a finger or a pen, Clear, and a
 * value that is always a PNG data URL of exactly 640×220 (SPEC §9) or null while nothing is
 * drawn. A form control: `value`/`onChange` as antd's Form.Item expects. The pad scales to its
 * container on screen; strokes are recorded in screen pixels and the export redraws them onto a
 * 640×220 canvas, so the image has the same size on every device.
 * Without a 2D canvas (very old browsers, some privacy modes) it says 'Signature pad not ready.'
 * and reports ready=false, so the form can refuse with the same SPEC message.
 */
import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import SignaturePadEngine, { type PointGroup } from 'signature_pad';
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';

export interface SignaturePadProps {
  /** The drawn signature as a 640×220 PNG data URL, or null (setting null from outside clears the pad). */
  value?: string | null;
  onChange?: (dataUrl: string | null) => void;
  /** False when the browser gives no 2D canvas. */
  onReadyChange?: (ready: boolean) => void;
  disabled?: boolean;
  /** Accessible name of the drawing area. */
  label?: string;
  id?: string;
}

const PEN_COLOUR = '#1e3a8a';
const RATIO = SIGNATURE_CANVAS.width / SIGNATURE_CANVAS.height;

/** Draws the pad's canvas onto a 640×220 canvas and returns it as a PNG data URL (null without a 2D context). */
export function exportSignaturePng(source: HTMLCanvasElement): string | null {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_CANVAS.width;
  out.height = SIGNATURE_CANVAS.height;
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, SIGNATURE_CANVAS.width, SIGNATURE_CANVAS.height);
  return out.toDataURL('image/png');
}

function scaled(groups: PointGroup[], factor: number): PointGroup[] {
  return groups.map((g) => ({ ...g, points: g.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}

export function SignaturePad({ value, onChange, onReadyChange, disabled = false, label = 'Signature pad', id }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  // The pad's listeners, set up once per canvas, call the latest onChange.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [ready, setReady] = useState(true);
  const [empty, setEmpty] = useState(true);
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d') ?? null;
    if (!canvas || !context) {
      setReady(false);
      onReadyChange?.(false);
      return;
    }
    const pad = new SignaturePadEngine(canvas, { penColor: PEN_COLOUR, backgroundColor: 'rgba(0,0,0,0)', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let cssWidth = 0;

    // Backing store = on-screen size × device pixels, strokes kept in on-screen pixels (signature_pad's advice).
    const fit = () => {
      const width = canvas.offsetWidth || SIGNATURE_CANVAS.width;
      if (width === cssWidth) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round((width / RATIO) * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length && cssWidth) pad.fromData(scaled(data, width / cssWidth));
      cssWidth = width;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);

    const onEnd = () => {
      setEmpty(pad.isEmpty());
      onChangeRef.current?.(pad.isEmpty() ? null : exportSignaturePng(canvas));
    };
    pad.addEventListener('endStroke', onEnd);
    setReady(true);
    onReadyChange?.(true);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once per canvas
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  // A form reset (value back to null) clears what is drawn.
  useEffect(() => {
    const pad = padRef.current;
    if (pad && value == null && !pad.isEmpty()) {
      pad.clear();
      setEmpty(true);
    }
  }, [value]);

  function clear() {
    padRef.current?.clear();
    setEmpty(true);
    onChangeRef.current?.(null);
  }

  return (
    <Flex vertical gap={8} style={{ width: '100%', maxWidth: SIGNATURE_CANVAS.width }}>
      {ready ? (
        <canvas
          id={id}
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby={hintId}
          data-testid="signature-pad"
          data-empty={empty}
          style={{
            width: '100%',
            aspectRatio: `${SIGNATURE_CANVAS.width} / ${SIGNATURE_CANVAS.height}`,
            border: '1px dashed #64748b',
            borderRadius: 8,
            background: disabled ? '#f1f5f9' : '#ffffff',
            cursor: disabled ? 'not-allowed' : 'crosshair',
            touchAction: 'none',
            display: 'block',
          }}
        />
      ) : (
        <Typography.Text type="danger" role="alert">
          {MESSAGES.signaturePadNotReady}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" id={hintId}>
          Draw your signature in the box with a mouse, a finger or a pen.
        </Typography.Text>
        <Button icon={<ClearOutlined aria-hidden />} onClick={clear} disabled={disabled || !ready || empty}>
          Clear
        </Button>
      </Flex>
    </Flex>
  );
}
