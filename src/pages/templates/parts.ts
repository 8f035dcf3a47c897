/**
 * Pieces both pages use: a picture (a WebP source, then the JPEG or PNG), a list of labelled
 * values, the locale switch. Every value is escaped by Eta.
 */
export const PICTURE = `<picture>
<% if (it.pic.webp) { %>
<source srcset="<%= it.pic.webp %>" type="image/webp">
<% } %>
<img src="<%= it.pic.src %>" width="<%= it.pic.size %>" height="<%= it.pic.size %>" alt="<%= it.pic.alt %>"<% if (it.lazy) { %> loading="lazy"<% } %> decoding="async">
</picture>`;

export const ENTRIES = `<% if (it.entries.length > 0) { %>
<dl>
<% for (const e of it.entries) { %>
<dt><%= e.label %></dt><dd><%= e.value %></dd>
<% } %>
</dl>
<% } %>`;

export const LOCALES = `<% if (it.m.locales.length > 1) { %>
<nav class="locales" aria-label="<%= it.m.words('language') %>"><ul>
<% for (const l of it.m.locales) { %>
<li><a href="<%= l.href %>" hreflang="<%= l.code %>" lang="<%= l.code %>"<% if (l.current) { %> aria-current="page"<% } %>><%= l.name %></a></li>
<% } %>
</ul></nav>
<% } %>`;

/**
 * What every page's head starts with; `it.noindex` keeps it out of search engines. The icon is
 * this server's own (GET /favicon.ico), so a browser asks no other site for one.
 */
export const HEAD = `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<% if (it.noindex) { %>
<meta name="robots" content="noindex">
<% } %>
<title><%= it.title %></title>
<link rel="icon" type="image/png" sizes="32x32" href="/favicon.ico">
<style><%~ it.css %></style>`;

/** A small page for a refusal: why, in the page's language. */
export const ERROR = `<!doctype html>
<html lang="<%= it.locale %>">
<head>
<%~ include('@head', { title: it.status + ' – ' + it.message, css: it.css, noindex: true }) %>
</head>
<body>
<main class="card" role="alert">
<h1><%= it.message %></h1>
<p><%= it.status %> <%= it.code %></p>
</main>
</body>
</html>
`;
