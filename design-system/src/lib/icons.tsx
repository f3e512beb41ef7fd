import type { SVGProps } from 'react';

/** Small stroke icons used inside components; decorative, so hidden from assistive technology. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="M18 6 6 18M6 6l12 12" /></Icon>;
}
export function ChevronLeftIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="m15 18-6-6 6-6" /></Icon>;
}
export function ChevronRightIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="m9 18 6-6-6-6" /></Icon>;
}
export function PlusIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="M12 5v14M5 12h14" /></Icon>;
}
export function MinusIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="M5 12h14" /></Icon>;
}
export function SpinnerIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="M21 12a9 9 0 1 1-6.2-8.56" /></Icon>;
}
export function CheckCircleIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="m8 12 3 3 5-6" /></Icon>;
}
export function AlertCircleIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M12 8v5M12 16h.01" /></Icon>;
}
export function InfoIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></Icon>;
}
export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="M20 6 9 17l-5-5" /></Icon>;
}
export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><path d="m6 9 6 6 6-6" /></Icon>;
}
export function CalendarIcon(props: SVGProps<SVGSVGElement>) {
  return <Icon {...props}><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18" /></Icon>;
}
