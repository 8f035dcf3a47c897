/**
 * The embed card (docs/contract.md §15): name, main photo, brand, EAN and PZN, prescription and
 * OTC flags, leaflet links, and the locale switch. Eta escapes every `<%= %>`; `<%~ %>` is used
 * only for the constant CSS and for partials, which escape their own values.
 */
export const CARD = `<!doctype html>
<html lang="<%= it.m.locale %>">
<head>
<%~ include('@head', { title: it.m.name, css: it.css, noindex: true }) %>
</head>
<body>
<article class="card" aria-labelledby="product-name">
<% if (it.m.main) { %>
<figure class="main"><%~ include('@picture', { pic: it.m.main, lazy: false }) %></figure>
<% } %>
<h1 id="product-name"><%= it.m.name %></h1>
<% if (it.m.brands.length > 0) { %>
<p class="brand"><span class="visually-hidden"><%= it.m.words('brand') %>: </span><%= it.m.brands.join(', ') %></p>
<% } %>
<%~ include('@entries', { entries: [...it.m.codes.filter((c) => c.label !== 'CTI'), ...it.m.flags] }) %>
<% if (it.m.leaflets.length > 0) { %>
<ul class="leaflets" aria-label="<%= it.m.words('leaflets') %>">
<% for (const l of it.m.leaflets) { %>
<li><a href="<%= l.href %>" target="_blank" rel="noopener noreferrer"><%= l.label %><span class="visually-hidden"> (<%= it.m.words('opensNewWindow') %>)</span></a></li>
<% } %>
</ul>
<% } %>
<%~ include('@locales', { m: it.m }) %>
</article>
</body>
</html>
`;
