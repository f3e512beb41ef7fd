/** Shared by Dialog and ConfirmDialog: a centred panel on desktop, a bottom sheet-like panel on phones. */
export const overlayClasses = 'fixed inset-0 z-overlay bg-overlay';
export const panelClasses = [
  'fixed z-dialog flex max-h-[calc(100dvh-2rem)] flex-col gap-4 overflow-y-auto bg-surface-raised p-6 text-text shadow-lg',
  'inset-x-4 bottom-4 rounded-xl',
  'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2',
  'focus-visible:outline-none',
].join(' ');
