/**
 * The header's menu button on the pages without React (TopNav's behaviour): opens and closes the
 * phone menu, Escape and a click outside close it. The close icon comes from the server's template.
 */
export function activateTopNav(doc: Document): void {
  const header = doc.querySelector<HTMLElement>('.site-header');
  const toggle = header?.querySelector<HTMLButtonElement>('.nav-toggle');
  const menu = doc.getElementById('mobile-menu');
  if (!header || !toggle || !menu) return;
  const menuIcon = toggle.innerHTML;
  const closeTemplate = doc.getElementById('nav-close-icon');
  const closeIcon = closeTemplate instanceof HTMLTemplateElement ? closeTemplate.innerHTML : menuIcon;
  const set = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Cerrar menú' : 'Abrir menú');
    toggle.innerHTML = open ? closeIcon : menuIcon;
  };
  toggle.addEventListener('click', () => set(menu.hidden === true));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      set(false);
      toggle.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    // The path, not the target: the toggle's icon that was clicked is replaced by then.
    if (!menu.hidden && !event.composedPath().includes(header)) set(false);
  });
}
