import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/domain/messages';
import { FAKE_PNG_DATA_URL, installFakeCanvas, type FakeCanvas } from '../../../tools/test-support/fake-canvas';
import { SignaturePad } from './SignaturePad';

/** A pen stroke across the pad, as signature_pad reads pointer events. */
function drawStroke(canvas: HTMLElement) {
  const at = (x: number, y: number, buttons = 1) => ({ clientX: x, clientY: y, buttons, isPrimary: true, pointerId: 1, pressure: 0.5 });
  fireEvent.pointerDown(canvas, at(10, 40));
  for (let x = 20; x <= 200; x += 20) fireEvent.pointerMove(window, at(x, 40 + (x % 40)));
  fireEvent.pointerUp(window, at(210, 60, 0));
}

describe('SignaturePad', () => {
  it("says 'Signature pad not ready.' and reports it when the browser has no 2D canvas", () => {
    const onReadyChange = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<SignaturePad onReadyChange={onReadyChange} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signaturePadNotReady);
    expect(onReadyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    vi.restoreAllMocks();
  });

  describe('with a canvas', () => {
    let canvas: FakeCanvas;
    beforeEach(() => {
      canvas = installFakeCanvas();
    });
    afterEach(() => canvas.restore());

    it('gives a 640×220 PNG data URL when a stroke ends, and null after Clear', async () => {
      const onChange = vi.fn();
      const onReadyChange = vi.fn();
      render(<SignaturePad label="Your signature" onChange={onChange} onReadyChange={onReadyChange} />);
      expect(onReadyChange).toHaveBeenLastCalledWith(true);
      const pad = screen.getByRole('img', { name: 'Your signature' });
      expect(pad).toHaveAttribute('data-empty', 'true');
      expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();

      drawStroke(pad);
      expect(onChange).toHaveBeenLastCalledWith(FAKE_PNG_DATA_URL);
      expect(canvas.exports.at(-1)).toEqual({ width: 640, height: 220 });
      expect(pad).toHaveAttribute('data-empty', 'false');

      await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onChange).toHaveBeenLastCalledWith(null);
      expect(pad).toHaveAttribute('data-empty', 'true');
    });

    it('does not draw while disabled', () => {
      const onChange = vi.fn();
      render(<SignaturePad onChange={onChange} disabled />);
      drawStroke(screen.getByRole('img', { name: 'Signature pad' }));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('clears when the form resets its value to null', () => {
      const onChange = vi.fn();
      const { rerender } = render(<SignaturePad value={null} onChange={onChange} />);
      const pad = screen.getByRole('img', { name: 'Signature pad' });
      drawStroke(pad);
      rerender(<SignaturePad value={FAKE_PNG_DATA_URL} onChange={onChange} />);
      expect(pad).toHaveAttribute('data-empty', 'false');
      rerender(<SignaturePad value={null} onChange={onChange} />);
      expect(pad).toHaveAttribute('data-empty', 'true');
    });
  });
});
