/**
 * Writes text that may still be loading. A promise goes to the clipboard as a ClipboardItem, so
 * the write keeps the reader's click (the transient activation a clipboard write needs) however
 * long the load takes; a browser without ClipboardItem writes it once loaded.
 */
async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem === 'undefined') return navigator.clipboard.writeText(await text);
  const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
  return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

/**
 * Copies text, then shows the button's "Copied" label (data-copied-label) for `ms`, with
 * data-copied="true" meanwhile. A refused clipboard or a failed load leaves the label as it is.
 */
export async function copyWithLabel(button: HTMLButtonElement, text: string | Promise<string>, ms: number): Promise<void> {
  try {
    await writeClipboard(text);
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
