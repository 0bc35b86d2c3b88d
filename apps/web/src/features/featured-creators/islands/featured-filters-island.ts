import { filtersFromSearch, searchWithFilters } from '@enlaza/shared/featured';

/**
 * The featured page without React: a change of category or period goes to the ranking for it at once
 * (the server renders it), with the same clean address the app would show. Without JavaScript the
 * form's 'Filtrar' does the same.
 */
export function activateFeaturedFilters(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-featured-filters]');
  if (!form) return;
  const go = () => {
    const filters = filtersFromSearch(new URLSearchParams(new FormData(form) as unknown as string[][]));
    const search = searchWithFilters(new URLSearchParams(window.location.search), filters).toString();
    window.location.assign(`${form.action.replace(/\?.*$/, '')}${search ? `?${search}` : ''}`);
  };
  form.addEventListener('change', go);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  });
}
