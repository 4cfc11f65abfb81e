// quick: src/core.ts bundled + terser, gzip
import path from 'node:path';
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
const ROOT = process.cwd();
const config = await import(path.join(ROOT, 'rollup.config.mjs'));
const plugins = config.plugins(true).filter((p) => p && p.name !== 'print-sizes');
const bundle = await rollup({ input: path.join(ROOT, 'src/core.ts'), plugins, preserveEntrySignatures: 'allow-extension', onwarn: () => {} });
const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
const code = output[0].code;
console.log('core', code.length, gzipSync(code, { level: 9 }).length, (gzipSync(code, { level: 9 }).length / 1024).toFixed(3), 'KiB');
if (process.argv[2]) (await import('node:fs')).writeFileSync(process.argv[2], code);
