/**
 * Copies text, then shows the button's "Copied" label (data-copied-label) for `ms`, with
 * data-copied="true" meanwhile. A refused clipboard leaves the label as it is.
 */
export async function copyWithLabel(button: HTMLButtonElement, text: string, ms: number): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return; // clipboard refused (permissions): leave the label as it is
  }
  const label = button.dataset.copyLabel ?? button.textContent ?? '';
  button.dataset.copyLabel = label;
  button.textContent = button.dataset.copiedLabel ?? 'Copied';
  button.dataset.copied = 'true';
  window.clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(
    window.setTimeout(() => {
      button.textContent = label;
      delete button.dataset.copied;
    }, ms),
  );
}
