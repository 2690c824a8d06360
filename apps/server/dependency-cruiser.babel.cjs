/**
 * How the boundary check reads TypeScript: the `typescript` package installed here (v7) has no
 * JavaScript compiler API, so dependency-cruiser parses with Babel (whose parser knows TypeScript)
 * and this plugin keeps nothing but the imports: static, type-only (turned into plain imports, so
 * a type import counts as a dependency too), re-exports and dynamic `import()`s.
 */
function importsOnly({ types: t }) {
  return {
    visitor: {
      Program: {
        exit(program) {
          const kept = [];
          program.traverse({
            ImportDeclaration(path) {
              const node = t.cloneNode(path.node);
              node.importKind = "value";
              for (const specifier of node.specifiers) specifier.importKind = "value";
              kept.push(node);
            },
            ExportNamedDeclaration(path) {
              if (path.node.source)
                kept.push(t.importDeclaration([], t.cloneNode(path.node.source)));
            },
            ExportAllDeclaration(path) {
              kept.push(t.importDeclaration([], t.cloneNode(path.node.source)));
            },
            CallExpression(path) {
              const [source] = path.node.arguments;
              if (path.node.callee.type === "Import" && t.isStringLiteral(source)) {
                kept.push(
                  t.expressionStatement(t.callExpression(t.import(), [t.cloneNode(source)])),
                );
              }
            },
            ImportExpression(path) {
              if (t.isStringLiteral(path.node.source)) {
                kept.push(
                  t.expressionStatement(
                    t.callExpression(t.import(), [t.cloneNode(path.node.source)]),
                  ),
                );
              }
            },
          });
          program.node.body = kept;
          program.node.directives = [];
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  parserOpts: { plugins: ["typescript"] },
  plugins: [importsOnly],
};
