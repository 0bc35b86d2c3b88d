/**
 * Babel plugin for dependency-cruiser (`.babelrc.depcruise.json`): a file comes out as nothing but a
 * bare `import '…'` for every module it names — static imports and re-exports, type-only ones
 * included (`import type`, `export type … from`, `import('…')` types), dynamic `import()` and
 * `require()` — so the boundary rules see each of them.
 *
 * Why not depcruise's own options: `tsPreCompilationDeps` needs the TypeScript compiler API, which
 * TypeScript 7 (native) no longer ships, and its `swc` parser (17.4) parses without TSX, so the web's
 * components fail to parse. Why not Babel's TypeScript preset: it drops the type-only imports, and
 * walking the scopes of, transforming, printing and parsing again whole files cost most of the lint's
 * time. The rules only need the module names: they are read straight from the parsed file, and Babel
 * goes on with a program of bare imports only.
 */

/** A string argument (`'x'` or a template without expressions), else null. */
function literal(node) {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const SKIPPED_KEYS = new Set(['loc', 'extra', 'leadingComments', 'trailingComments', 'innerComments']);

/** Adds the modules named inside the code: `import('…')` types, `import('…')` and `require('…')` calls. */
function collectInner(node, sources) {
  if (Array.isArray(node)) {
    for (const item of node) collectInner(item, sources);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') return;
  if (node.type === 'TSImportType') {
    // Babel 7 keeps the string literal here; newer ASTs wrap it in a literal type.
    const value = node.argument.value ?? node.argument.literal?.value;
    if (typeof value === 'string') sources.add(value);
  } else if (node.type === 'CallExpression') {
    const { callee } = node;
    if (callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')) {
      const value = literal(node.arguments[0]);
      if (value !== null) sources.add(value);
    }
  } else if (node.type === 'ImportExpression') {
    const value = literal(node.source);
    if (value !== null) sources.add(value);
  }
  for (const key of Object.keys(node)) {
    if (!SKIPPED_KEYS.has(key)) collectInner(node[key], sources);
  }
}

/** Every module the program names, in order. */
function modulesNamed(program, code) {
  const sources = new Set();
  for (const statement of program.body) {
    // import …, export … from, export * from: every kind, type-only included.
    if (statement.source) sources.add(statement.source.value);
    // import x = require('…')
    if (statement.type === 'TSImportEqualsDeclaration') {
      const value = literal(statement.moduleReference.expression);
      if (value !== null) sources.add(value);
    }
  }
  // Only walked where the text can hold such a name.
  if (/\b(import|require)\s*\(/.test(code)) collectInner(program.body, sources);
  return sources;
}

module.exports = function keepImportsOnly({ types: t }) {
  return {
    name: 'depcruise-keep-imports-only',
    // Every file is read as TypeScript with JSX (the sources' .ts, .tsx and plain JavaScript alike).
    manipulateOptions(_options, parserOpts) {
      parserOpts.plugins.push('typescript', 'jsx');
    },
    parserOverride(code, parserOpts, parse) {
      const file = parse(code, parserOpts);
      const sources = modulesNamed(file.program, code);
      file.program.body = [...sources].map((source) => t.importDeclaration([], t.stringLiteral(source)));
      file.program.directives = [];
      file.comments = [];
      return file;
    },
  };
};
