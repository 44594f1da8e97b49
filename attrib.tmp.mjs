import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const files = process.argv.slice(2);
const totals = new Map();
for (const f of files) {
  const code = readFileSync(f, 'utf8');
  const map = JSON.parse(readFileSync(f + '.map', 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const gz = gzipSync(code).length; const ratio = gz / code.length;
  const per = new Map();
  let last = null;
  c.eachMapping((m) => { if (last) { const len = m.generatedLine === last.generatedLine ? m.generatedColumn - last.generatedColumn : lines[last.generatedLine-1].length - last.generatedColumn; per.set(last.source, (per.get(last.source)||0)+len);} last = m; });
  for (const [s, n] of per) { const k = (s||'?').replace(/.*node_modules\//,'nm:').replace(/.*\/src\//,'src/'); totals.set(k, (totals.get(k)||0) + n*ratio); }
}
const arr=[...totals].sort((a,b)=>b[1]-a[1]);
const byPkg=new Map(); for (const [k,v] of arr){ const p=k.startsWith('nm:')? k.split('/').slice(0, k.startsWith('nm:@')?2:1).join('/') : k.split('/').slice(0,3).join('/'); byPkg.set(p,(byPkg.get(p)||0)+v);}
console.log([...byPkg].sort((a,b)=>b[1]-a[1]).slice(0,45).map(([k,v])=>(v/1024).toFixed(1).padStart(6)+'  '+k).join('\n'));
if (process.env.FILES) console.log(arr.slice(0,Number(process.env.FILES)).map(([k,v])=>(v/1024).toFixed(2).padStart(6)+'  '+k).join('\n'));
