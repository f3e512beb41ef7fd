// Its own entry (`@macao-phr/design-system/qr-scanner`): load it lazily on the route that scans,
// lazy(() => import('@macao-phr/design-system/qr-scanner').then((m) => ({ default: m.QrScanner }))).
export { QrScanner, defaultQrScannerMessages } from './QrScanner.tsx';
export type { QrScannerProps, QrScannerState, QrScannerMessages } from './QrScanner.tsx';
export { decodeQr } from './decode.ts';
