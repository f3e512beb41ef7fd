/** The part of the Barcode Detection API used here (Chromium, Android, Safari 17+ ship it). */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function nativeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
}

function pixels(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * Reads a QR code from a video frame or a picked file: the browser's BarcodeDetector when there is one,
 * otherwise jsQR, imported only then so browsers with the API never download it.
 */
export async function decodeQr(source: HTMLVideoElement | Blob): Promise<string | null> {
  const detector = nativeDetector();
  if (detector) {
    const [code] = await detector.detect(source);
    return code?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  let data: ImageData | null;
  if (source instanceof Blob) {
    const bitmap = await createImageBitmap(source);
    data = pixels(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
  } else {
    data = source.videoWidth ? pixels(source, source.videoWidth, source.videoHeight) : null;
  }
  return data ? (jsQR(data.data, data.width, data.height)?.data ?? null) : null;
}
