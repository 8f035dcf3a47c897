/**
 * nginx with the project's configuration (deploy/nginx/catalog-api.conf) in front of server
 * processes on loopback: its upstream lines and listen port replaced, everything else as shipped.
 * The cluster test and the bench's cluster phase run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface Nginx { url: string; port: number; stop(): void }

/** nginx with the project's configuration, its upstream the server processes on `upstream`, once it answers. */
export async function startNginx(upstream: number[], port?: number): Promise<Nginx> {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'catalog-nginx-'));
  // Worker processes may run as another user: they write only their temporary files here.
  chmodSync(dir, 0o777);
  const site = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'catalog-api.conf'), 'utf8')
    .replace(/^(\s*)server \S+:8080 (.*);\n(?:\s*server \S+:8080 .*;\n)*/m, (_all, indent: string, rest: string) => upstream.map((p) => `${indent}server 127.0.0.1:${p} ${rest};\n`).join(''))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (!upstream.every((p) => site.includes(`127.0.0.1:${p}`)) || !site.includes(`listen 127.0.0.1:${port}`)) {
    throw new Error('deploy/nginx/catalog-api.conf no longer has the upstream and listen lines replaced here');
  }
  writeFileSync(join(dir, 'catalog-api.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/catalog-api.conf;
}
`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  child.once('exit', (code) => {
    if (code) process.stderr.write(`nginx exited with ${code}: ${errors}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswers(url, child);
  return {
    url, port,
    stop: () => {
      child.kill('SIGQUIT');
      setTimeout(() => rmSync(dir, { recursive: true, force: true }), 1_000).unref();
    },
  };
}

async function untilAnswers(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await (await fetch(`${url}/health/live`)).arrayBuffer();
      return;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx (${NGINX}) did not start: is it installed? .ci/run installs it`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
