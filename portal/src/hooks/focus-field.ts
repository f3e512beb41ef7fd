/**
 * Focuses a form's field by its name after a refused submit: an input, or the first segment of a design-system
 * DateField (its root carries `data-name`; its hidden input with the name cannot take focus).
 */
export function focusField(form: HTMLElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[data-name="${name}"] [role=spinbutton], [data-name="${name}"] input:not([type=hidden]), [name="${name}"]:not([type=hidden])`)?.focus();
}
