/**
 * An uploaded signature image (PNG or JPEG) drawn onto the 640×220 signature canvas, centred and
 * scaled to fit without distortion, and returned as a PNG data URL: the same shape a drawn
 * signature has, so the server checks both the same way.
 */
import { SIGNATURE_CANVAS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';

export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const SIGNATURE_IMAGE_TYPE_MESSAGE = 'Please choose a PNG or JPEG image of the signature.';

export function isSignatureImageType(type: string): boolean {
  return (SIGNATURE_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Where an image of this size goes on the canvas: as large as fits, centred. */
export function fitInto(
  width: number,
  height: number,
  box: { width: number; height: number } = SIGNATURE_CANVAS,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / width, box.height / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((box.width - w) / 2), y: Math.round((box.height - h) / 2), width: w, height: h };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(SIGNATURE_IMAGE_TYPE_MESSAGE));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

export async function imageFileToSignaturePng(file: File): Promise<string> {
  if (!isSignatureImageType(file.type)) throw new Error(SIGNATURE_IMAGE_TYPE_MESSAGE);
  const image = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_CANVAS.width;
  canvas.height = SIGNATURE_CANVAS.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(MESSAGES.signaturePadNotReady);
  const place = fitInto(image.naturalWidth || image.width, image.naturalHeight || image.height);
  ctx.drawImage(image, place.x, place.y, place.width, place.height);
  return canvas.toDataURL('image/png');
}
