import { escapeHtml } from '../http/html-answers';

export interface SimulatorPageShell {
  style: string;
  /** Trusted HTML for the top bar naming the simulated provider. */
  barHtml: string;
  /** Plain text telling the visitor this page stands in for the provider. */
  note: string;
}

/** A whole standalone HTML page of a provider simulator, not indexed. */
export function simulatorPage(shell: SimulatorPageShell, title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${shell.style}</style>
</head>
<body>
<header class="bar">${shell.barHtml}</header>
<aside aria-label="Aviso"><p class="note" role="note">${escapeHtml(shell.note)}</p></aside>
<main>
${body}
</main>
</body>
</html>`;
}

export interface ConsentScreen {
  /** The provider's name as the creator knows it. */
  provider: string;
  /** What Enlazá may do once authorized, one sentence each. */
  abilities: string[];
  /** Where both buttons post. */
  action: string;
  /** Hidden fields both forms carry back. */
  fields: Record<string, string>;
}

/** The page body of a provider's consent screen: 'Autorizar' or 'Cancelar'. */
export function consentScreen(screen: ConsentScreen): string {
  const hidden = Object.entries(screen.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const abilities = screen.abilities.map((ability) => `  <li>${ability}</li>\n`).join('');
  return `<h1>Enlazá quiere conectarse con tu cuenta de ${screen.provider}</h1>
<p>Si autorizas, Enlazá podrá:</p>
<ul>
${abilities}</ul>
<p>Puedes desconectar tu cuenta cuando quieras desde tu panel.</p>
<div class="actions">
  <form method="post" action="${escapeHtml(screen.action)}">${hidden}
    <button type="submit" name="decision" value="autorizar" class="primary">Autorizar</button>
  </form>
  <form method="post" action="${escapeHtml(screen.action)}">${hidden}
    <button type="submit" name="decision" value="cancelar" class="secondary">Cancelar</button>
  </form>
</div>`;
}
