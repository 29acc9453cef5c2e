/**
 * Import cycles, type-only imports included (`npm run lint`). eslint's import-x/no-cycle skips type-only imports by
 * design; a cycle of types still ties two files together, so none is allowed. Layers and modules' public faces
 * are eslint's (eslint.config.js).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment: 'Move what both files need into a third, or let one of them own it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
  },
};
