/**
 * The direction between src/ folders (docs/architecture.md "Layers"), checked by `npm test`
 * (test/tooling/layers.test.ts) with dependency-cruiser: type imports count as imports, no
 * circle of modules, and a module imports only from its own folder or from a folder of a lower
 * layer. Adding a folder means adding it to LAYERS; there is no list of exceptions.
 */
const LAYERS = [
  ['src/text', 'src/signing', 'src/database-url.ts'],
  ['src/config.ts'],
  ['src/logging.ts'],
  ['src/query'],
  ['src/resources'],
  ['src/domain'],
  ['src/store'],
  ['src/feed', 'src/auth', 'src/pages'],
  ['src/index', 'src/media', 'src/webhooks'],
  ['src/service', 'src/command'],
  ['src/bulk', 'src/sandbox'],
  ['src/generate'],
  ['src/http'],
  ['src/docs'],
  ['src/server.ts'],
  ['src/cli'],
];

const escape = (path) => path.replace(/[.]/g, '\\.');
const pattern = (path) => (path.endsWith('.ts') ? `^${escape(path)}$` : `^${escape(path)}/`);
const either = (paths) => paths.map(pattern).join('|');

/** One rule per layer: its folders import nothing of the layers above them, nor of each other. */
const upward = LAYERS.flatMap((layer, rank) => layer.map((folder) => {
  const above = LAYERS.slice(rank + 1).flat();
  const beside = layer.filter((other) => other !== folder);
  const forbidden = [...above, ...beside];
  return {
    name: `layers: ${folder}`,
    comment: `${folder} may import only its own folder and ${LAYERS.slice(0, rank).flat().join(', ') || 'nothing else of src/'} (docs/architecture.md "Layers")`,
    severity: 'error',
    from: { path: pattern(folder) },
    to: { path: forbidden.length ? either(forbidden) : '^$' },
  };
}));

const everyFolder = LAYERS.flat();

module.exports = {

  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports, type imports included (docs/architecture.md "Layers").',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'layers: every folder has a layer',
      comment: 'A file of src/ outside every layer of LAYERS: give its folder a place there.',
      severity: 'error',
      from: { path: '^src/', pathNot: either(everyFolder) },
      to: {},
    },
    {
      name: 'migrations are frozen',
      comment: 'A numbered migration imports only the migration vocabulary (src/store/migrations/migration.ts): what it does must not change when the code around it does; the data it derives it names as a Refill.',
      severity: 'error',
      from: { path: '^src/store/migrations/[0-9]{4}-' },
      to: { path: '^src/', pathNot: '^src/store/migrations/migration[.]ts$' },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    moduleSystems: ['es6'],
  },
};
