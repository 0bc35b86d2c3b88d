/**
 * Babel plugin for dependency-cruiser (`.babelrc.depcruise.json`): every module a file names, type-only
 * ones included, stays in the output as a bare `import '…'`, so the boundary rules see it.
 *
 * Why not depcruise's own options: `tsPreCompilationDeps` needs the TypeScript compiler API, which
 * TypeScript 7 (native) no longer ships, and its `swc` parser (17.4) parses without TSX, so the web's
 * components fail to parse. Babel's TypeScript preset drops `import type`, `export type … from` and
 * `import('…')` types; this plugin runs before it and re-states each of them.
 */
module.exports = function keepTypeImports({ types: t }) {
  return {
    name: 'depcruise-keep-type-imports',
    visitor: {
      Program(program) {
        const sources = new Set();
        for (const statement of program.node.body) {
          const typeOnly =
            statement.importKind === 'type' ||
            statement.exportKind === 'type' ||
            (statement.specifiers ?? []).some((s) => s.importKind === 'type' || s.exportKind === 'type');
          if (statement.source && typeOnly) sources.add(statement.source.value);
        }
        program.traverse({
          TSImportType(path) {
            const argument = path.node.argument;
            // Babel 7 keeps the string literal here; newer ASTs wrap it in a literal type.
            const value = argument.value ?? argument.literal?.value;
            if (typeof value === 'string') sources.add(value);
          },
        });
        for (const source of sources) {
          program.pushContainer('body', t.importDeclaration([], t.stringLiteral(source)));
        }
      },
    },
  };
};
