/**
 * The 'Copiar' buttons of the server's markup (`[data-copy]`, hidden without script): shown where
 * the browser can write to the clipboard; a press copies the value and says 'Copiado' for a moment.
 */
export function activateCopyButtons(root: ParentNode): void {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const label = button.textContent ?? '';
    button.hidden = false;
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(button.dataset.copy ?? '').then(
        () => {
          button.textContent = button.dataset.copied ?? label;
          setTimeout(() => {
            button.textContent = label;
          }, 2_000);
        },
        () => undefined,
      );
    });
  }
}
